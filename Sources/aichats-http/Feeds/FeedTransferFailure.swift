import Foundation
import HTTPStreamWire

/// A transfer that ended with a `URLError`, in one plain sentence.
enum FeedTransferFailure {
    static func reason(_ code: URLError.Code, answered: Bool, limits: FeedFetchLimits) -> String {
        if let problem = code.settingProblem { return problem }
        switch code {
        case .timedOut:
            let seconds = FeedHTTPTransfer.seconds(limits.connectTimeout)
            return answered ? "the server stopped sending for \(seconds)" : "the server did not answer within \(seconds)"
        case .cannotConnectToHost: return "the server refused the connection"
        case .cannotFindHost, .dnsLookupFailed: return "the server's name could not be found"
        case .notConnectedToInternet: return "there is no network connection"
        case .networkConnectionLost: return "the connection was lost before the feed was complete"
        case _ where code.isUntrustedCertificate: return "the server's certificate is " + URLError.Code.untrustedCertificateWords
        case _ where code.isSecureConnectionFailure: return "the secure connection to the server failed"
        case .httpTooManyRedirects: return "the server sent more than \(limits.maximumRedirects) redirects"
        case .unsupportedURL, .badURL: return "the address cannot be fetched"
        case .badServerResponse, .cannotParseResponse: return "the server's answer is not valid HTTP"
        case .zeroByteResource: return "the server closed the connection without answering"
        case .cannotDecodeContentData, .cannotDecodeRawData: return "the server's compressed answer cannot be decoded"
        default: return "the transfer failed (network error \(code.rawValue))"
        }
    }
}
