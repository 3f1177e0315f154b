import CCurl
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The `URLError` code the helper reports for a failed libcurl transfer: the one URLSession gave
/// for the same failure (the app turns each into a sentence), with a few libcurl failures that
/// URLSession left unknown given their own.
///
/// A TLS failure is told by libcurl's message: a certificate problem becomes
/// `serverCertificateUntrusted`, a handshake answered in plain text ("wrong version number", as
/// OpenSSL says when https meets a plain-HTTP port) `badServerResponse`, any other
/// `secureConnectionFailed`.
enum TransferErrorCode {
    static func code(curl code: Int32, osErrno: Int, message: String) -> URLError.Code {
        switch code {
        // libcurl says so too of an answer that is not HTTP ("Received HTTP/0.9 when not allowed").
        case CURLE_UNSUPPORTED_PROTOCOL: message.contains("HTTP/0.9") ? .badServerResponse : .unsupportedURL
        case CURLE_URL_MALFORMAT: .badURL
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: .cannotFindHost
        case CURLE_COULDNT_CONNECT: osErrno == Int(ETIMEDOUT) ? .timedOut : .cannotConnectToHost
        case CURLE_OPERATION_TIMEDOUT: .timedOut
        case CURLE_WEIRD_SERVER_REPLY: .badServerResponse
        // The connection closed before any byte of an answer: a server that drops requests.
        case CURLE_GOT_NOTHING: .zeroByteResource
        case CURLE_TOO_MANY_REDIRECTS: .httpTooManyRedirects
        case CURLE_BAD_CONTENT_ENCODING: .cannotDecodeContentData
        case CURLE_PEER_FAILED_VERIFICATION: .serverCertificateUntrusted
        // The file of certificates to trust (SSL_CERT_FILE, CURL_CA_BUNDLE) cannot be read.
        case CURLE_SSL_CACERT_BADFILE: .fileDoesNotExist
        case CURLE_PARTIAL_FILE, CURLE_SEND_ERROR, CURLE_RECV_ERROR, CURLE_HTTP2, CURLE_HTTP2_STREAM: .networkConnectionLost
        case CURLE_SSL_CONNECT_ERROR: classify(message: message, unknown: .secureConnectionFailed)
        default: classify(message: message)
        }
    }

    /// `unknown` when the message names no TLS failure.
    static func classify(message: String, unknown: URLError.Code = .unknown) -> URLError.Code {
        let text = message.lowercased()
        if text.contains("certificate") { return .serverCertificateUntrusted }
        if text.contains("wrong version number") || text.contains("packet length too long")
            || text.contains("unexpected eof") && text.contains("ssl")
        {
            return .badServerResponse
        }
        if text.contains("ssl") || text.contains("tls") { return .secureConnectionFailed }
        return unknown
    }
}
