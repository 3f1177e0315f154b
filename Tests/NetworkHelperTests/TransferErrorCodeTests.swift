import CCurl
import Foundation
import Testing
@testable import aichats_http

/// libcurl's failures as the `URLError` codes the app turns into sentences.
@Suite("Transfer error codes")
struct TransferErrorCodeTests {
    @Test("libcurl's TLS messages get their own codes", arguments: [
        ("SSL certificate problem: self-signed certificate", URLError.Code.serverCertificateUntrusted),
        ("SSL: no alternative certificate subject name matches target host name '127.0.0.1'", .serverCertificateUntrusted),
        ("OpenSSL/3.0.19: error:0A00010B:SSL routines::wrong version number", .badServerResponse),
        ("error:0A0000C6:SSL routines::packet length too long", .badServerResponse),
        ("OpenSSL/3.0.19: error:0A000410:SSL routines::sslv3 alert handshake failure", .secureConnectionFailed),
        ("Something else", .unknown),
    ])
    func messages(_ message: String, _ expected: URLError.Code) {
        #expect(TransferErrorCode.classify(message: message) == expected)
    }

    /// A server that answers with something that is not HTTP is not "an address that cannot be fetched".
    @Test func anAnswerThatIsNotHTTPIsABadResponse() {
        #expect(TransferErrorCode.code(curl: CURLE_UNSUPPORTED_PROTOCOL, osErrno: 0, message: "Received HTTP/0.9 when not allowed")
            == .badServerResponse)
        #expect(TransferErrorCode.code(curl: CURLE_UNSUPPORTED_PROTOCOL, osErrno: 0, message: "Protocol \"gopher\" not supported")
            == .unsupportedURL)
    }

    @Test("each libcurl failure gets the code URLSession gave it", arguments: [
        (CURLE_COULDNT_CONNECT, 0, URLError.Code.cannotConnectToHost),
        (CURLE_COULDNT_CONNECT, Int(ETIMEDOUT), .timedOut),
        (CURLE_COULDNT_RESOLVE_HOST, 0, .cannotFindHost),
        (CURLE_OPERATION_TIMEDOUT, 0, .timedOut),
        (CURLE_TOO_MANY_REDIRECTS, 0, .httpTooManyRedirects),
        (CURLE_GOT_NOTHING, 0, .zeroByteResource),
        (CURLE_RECV_ERROR, Int(ECONNRESET), .networkConnectionLost),
        (CURLE_PARTIAL_FILE, 0, .networkConnectionLost),
        (CURLE_BAD_CONTENT_ENCODING, 0, .cannotDecodeContentData),
        (CURLE_SSL_CACERT_BADFILE, 0, .fileDoesNotExist),
        (CURLE_UNSUPPORTED_PROTOCOL, 0, .unsupportedURL),
        (CURLE_PEER_FAILED_VERIFICATION, 0, .serverCertificateUntrusted),
    ])
    func codes(_ code: Int32, _ osErrno: Int, _ expected: URLError.Code) {
        #expect(TransferErrorCode.code(curl: code, osErrno: osErrno, message: "") == expected)
    }

    @Test("a TLS failure reads as the secure connection failing, the client's certificate too", arguments: [
        URLError.Code.secureConnectionFailed, .clientCertificateRejected, .clientCertificateRequired,
    ])
    func secureConnection(_ code: URLError.Code) {
        #expect(FeedTransferFailure.reason(code, answered: false, limits: .standard)
            == "the secure connection to the server failed")
    }

    /// The commonest TLS failure (a self-signed server, an expired certificate) says so.
    @Test("a server's certificate that is not trusted is named", arguments: [
        URLError.Code.serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateNotYetValid,
        .serverCertificateHasUnknownRoot,
    ])
    func untrustedCertificate(_ code: URLError.Code) {
        #expect(FeedTransferFailure.reason(code, answered: false, limits: .standard)
            == "the server's certificate is not trusted (self-signed, expired, or for another name); "
                + "for a CA of your own, set SSL_CERT_FILE to its file")
    }

    @Test("a failed TLS handshake is told apart by libcurl's message")
    func handshake() {
        let plainPort = "OpenSSL/3.0.19: error:0A00010B:SSL routines::wrong version number"
        #expect(TransferErrorCode.code(curl: CURLE_SSL_CONNECT_ERROR, osErrno: 0, message: plainPort) == .badServerResponse)
        #expect(TransferErrorCode.code(curl: CURLE_SSL_CONNECT_ERROR, osErrno: 0, message: "") == .secureConnectionFailed)
    }
}
