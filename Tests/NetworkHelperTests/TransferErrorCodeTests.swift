import Foundation
import Testing
@testable import aichats_http

/// libcurl's TLS messages, as URLSession on Linux passes them in an unknown error.
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

    @Test("a URLError with a known code keeps it")
    func knownCode() {
        #expect(TransferErrorCode.code(for: URLError(.cannotConnectToHost)) == URLError.Code.cannotConnectToHost.rawValue)
        let unknown = NSError(
            domain: NSURLErrorDomain, code: -1, userInfo: [NSLocalizedDescriptionKey: "SSL certificate problem: expired"])
        #expect(TransferErrorCode.code(for: unknown) == URLError.Code.serverCertificateUntrusted.rawValue)
    }
}
