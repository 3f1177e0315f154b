import Domain
import Foundation
import Testing
@testable import DataAccess
import TestHTTPServer

/// The plain sentence for each way a connection fails, each naming the URL.
@Suite("OpenAI-compatible responder: network failures")
struct OpenAINetworkFailureTests {
    static func reason(_ responder: OpenAICompatibleResponder) async -> ChatReplyError? {
        await OpenAIServerShapeTests.events(responder).replyError
    }

    @Test("an unknown host is a DNS failure")
    func unknownHost() async throws {
        let responder = OpenAICompatibleResponder(
            baseURL: URL(string: "http://no-such-host.invalid:8080/v1")!, connectTimeout: .seconds(10))
        let error = await Self.reason(responder)
        #expect(error?.kind == .unreachable)
        #expect(error?.reason == "the host of http://no-such-host.invalid:8080/v1 was not found (DNS); check base_url")
    }

    @Test("https to a plain-HTTP port says to try http://")
    func httpsToPlainPort() async throws {
        let server = try OpenAITestServer { _ in [.send(SSE.head + SSE.done)] }
        defer { server.stop() }
        let base = "https://127.0.0.1:\(server.port)/v1"
        let responder = OpenAICompatibleResponder(baseURL: URL(string: base)!, connectTimeout: .seconds(10))
        let error = await Self.reason(responder)
        #expect(error?.reason == "the server at \(base) does not speak https; try http://")
    }

    @Test("a redirect loop is named as one")
    func redirectLoop() async throws {
        let server = try OpenAITestServer { request in
            [.send("HTTP/1.1 307 Temporary Redirect\r\nLocation: \(request.path)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")]
        }
        defer { server.stop() }
        let error = await Self.reason(OpenAICompatibleResponderTests.responder(server))
        #expect(error?.reason == "the server at \(server.baseURL) redirects in a loop; check base_url")
    }

    @Test("each transport failure has its own sentence", arguments: [
        (URLError.Code.cannotConnectToHost, "the server at http://h/v1 refused the connection; is it running, on that port?"),
        (.timedOut, "the server at http://h/v1 did not answer in time"),
        (.serverCertificateUntrusted,
         "the secure (TLS) connection to http://h/v1 failed: check its certificate, or whether it speaks https at all"),
        (.secureConnectionFailed,
         "the secure (TLS) connection to http://h/v1 failed: check its certificate, or whether it speaks https at all"),
        (.httpTooManyRedirects, "the server at http://h/v1 redirects in a loop; check base_url"),
        (.dnsLookupFailed, "the host of http://h/v1 was not found (DNS); check base_url"),
        (.networkConnectionLost, "cannot reach http://h/v1: connection lost"),
    ])
    func sentences(_ code: URLError.Code, _ expected: String) {
        #expect(ChatReplyError.transport(URLError(code), base: "http://h/v1").reason == expected)
    }
}
