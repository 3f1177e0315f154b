import Foundation
import HTTPStreamWire
import Testing
@testable import aichats_http

/// The helper's last guard: a header with a line break would send what follows it as headers
/// of their own, so such a request is not sent at all.
@Suite("A header that would break its line")
struct CurlUnsafeHeaderTests {
    /// Records that nothing arrived: a refused request never reaches a server.
    final class Silent: CurlTransferDelegate {
        var heard = false
        func received(head: CurlResponseHead) -> Bool { heard = true; return true }
        func received(body: UnsafeRawBufferPointer) -> Bool { heard = true; return true }
        func willRedirect(to target: URL?, status: Int) -> Bool { heard = true; return true }
    }

    static func request(_ headers: [HTTPStreamHeader]) throws -> CurlRequest {
        // Nothing listens on this port of the fixer's range: a request that is sent fails to connect.
        CurlRequest(url: try #require(URL(string: "http://127.0.0.1:18999/v1/models")), headers: headers,
                    idleTimeout: 5, maximumRedirects: 0)
    }

    @Test("is refused before any connection", arguments: [
        HTTPStreamHeader("Authorization", "Bearer sk-abc\r\nlogin: ada@example.com"),
        HTTPStreamHeader("Authorization", "Bearer sk-abc\nX: 1"),
        HTTPStreamHeader("Authorization", "Bearer sk-abc\r"),
        HTTPStreamHeader("If-None-Match", "\"a\"\u{0}b"),
        HTTPStreamHeader("X-A\r\nX-B", "1"),
    ])
    func refused(_ header: HTTPStreamHeader) throws {
        let delegate = Silent()
        let outcome = CurlTransfer.run(try Self.request([HTTPStreamHeader("User-Agent", "aichats"), header]), delegate: delegate)
        guard case .refused(let why) = outcome else {
            Issue.record("sent anyway: \(outcome)")
            return
        }
        #expect(why.hasSuffix("holds a line break or a NUL byte; it was not sent"))
        #expect(!why.contains("sk-abc") && !why.contains("\r") && !why.contains("\n"))
        #expect(!delegate.heard)
    }

    @Test func ordinaryHeadersAreSent() throws {
        let request = try Self.request([HTTPStreamHeader("Authorization", "Bearer sk-abc\tx"), HTTPStreamHeader("B", "")])
        #expect(request.unsafeHeader == nil)
    }
}
