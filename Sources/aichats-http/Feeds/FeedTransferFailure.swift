import Foundation
import HTTPStreamWire

/// A transfer that ended with a `URLError`, in one plain sentence.
enum FeedTransferFailure {
    static func reason(_ code: URLError.Code, answered: Bool, limits: FeedFetchLimits) -> String {
        switch code {
        case .timedOut:
            let seconds = FeedHTTPTransfer.seconds(limits.connectTimeout)
            return answered ? "the server stopped sending for \(seconds)" : "the server did not answer within \(seconds)"
        case .cannotConnectToHost: return "the server refused the connection"
        case .proxyUnreachable: return "the proxy (http_proxy, https_proxy or all_proxy) cannot be reached; check it, or unset it"
        case .cannotFindHost, .dnsLookupFailed: return "the server's name could not be found"
        case .notConnectedToInternet: return "there is no network connection"
        case .networkConnectionLost: return "the connection was lost before the feed was complete"
        case .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateNotYetValid,
            .serverCertificateHasUnknownRoot:
            return "the server's certificate is not trusted (self-signed, expired, or for another name); "
                + "for a CA of your own, set SSL_CERT_FILE to its file"
        case _ where code.isSecureConnectionFailure: return "the secure connection to the server failed"
        case .fileDoesNotExist: return "the file of certificates that CURL_CA_BUNDLE or SSL_CERT_FILE names cannot be read"
        case .httpTooManyRedirects: return "the server sent more than \(limits.maximumRedirects) redirects"
        case .unsupportedURL, .badURL: return "the address cannot be fetched"
        case .badServerResponse, .cannotParseResponse: return "the server's answer is not valid HTTP"
        case .zeroByteResource: return "the server closed the connection without answering"
        case .cannotDecodeContentData, .cannotDecodeRawData: return "the server's compressed answer cannot be decoded"
        default: return "the transfer failed (network error \(code.rawValue))"
        }
    }
}
