import Domain
import Foundation
import HTTPStreamWire
import Synchronization
import Testing
@testable import DataAccess
import TestHTTPServer
import TestSupport

/// The plain sentence for each way a connection fails, each naming the URL.
@Suite("OpenAI-compatible responder: network failures")
struct OpenAINetworkFailureTests {
    static func reason(_ responder: OpenAICompatibleResponder) async -> ChatReplyError? {
        await OpenAIServerShapeTests.events(responder).replyError
    }

    @Test("an unknown host is a DNS failure")
    func unknownHost() async throws {
        let responder = OpenAICompatibleResponder(
            baseURL: URL(string: "http://no-such-host.invalid:8080/v1")!, connectTimeout: .seconds(30))
        let error = await Self.reason(responder)
        #expect(error?.kind == .unreachable)
        #expect(error?.reason == "the host of http://no-such-host.invalid:8080/v1 was not found (DNS); check base_url")
    }

    @Test("a server that closes the connection without a byte says so")
    func closedWithoutAnswer() async throws {
        let server = try OpenAITestServer { _ in [] }
        defer { server.stop() }
        let base = "http://127.0.0.1:\(server.port)/v1"
        let responder = OpenAICompatibleResponder(baseURL: URL(string: base)!, connectTimeout: .seconds(30))
        let error = await Self.reason(responder)
        #expect(error?.reason == "the server at \(base) closed the connection without answering")
    }

    @Test("https to a plain-HTTP port says to try http://")
    func httpsToPlainPort() async throws {
        let server = try OpenAITestServer { _ in [.send(SSE.head + SSE.done)] }
        defer { server.stop() }
        let base = "https://127.0.0.1:\(server.port)/v1"
        let responder = OpenAICompatibleResponder(baseURL: URL(string: base)!, connectTimeout: .seconds(30))
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

    /// The helper names where the server redirected, by its origin: the user need not ask curl.
    @Test("a redirect to another server names it, and the request is not sent there")
    func redirectToAnotherServer() async throws {
        let other = try OpenAITestServer { _ in [.send(SSE.head + SSE.done)] }
        defer { other.stop() }
        let server = try OpenAITestServer { _ in
            [.send("HTTP/1.1 307 Moved\r\nLocation: \(other.baseURL)/chat/completions?key=sk-1\r\nContent-Length: 0\r\n"
                + "Connection: close\r\n\r\n")]
        }
        defer { server.stop() }
        let error = await Self.reason(OpenAICompatibleResponderTests.responder(server))
        #expect(error?.kind == .unreachable)
        #expect(error?.reason == "the server at \(server.baseURL) redirected to http://127.0.0.1:\(other.port), another server; "
            + "the key is not sent there: set base_url to that address if you trust it")
        #expect(other.requests.isEmpty)
    }

    @Test("a redirect whose origin the helper gave names it; one without says how to find it")
    func redirectSentences() {
        let named = URLError(helperCode: URLError.Code.redirectToNonExistentLocation.rawValue, redirectedTo: "https://other.example")
        #expect(ChatReplyError.transport(named, base: "http://h/v1").reason == "the server at http://h/v1 redirected to "
            + "https://other.example, another server; the key is not sent there: set base_url to that address if you trust it")
        #expect(named.shortDescription == "it redirects to https://other.example, another server; the key is not sent there: "
            + "set base_url to that address if you trust it")
        let unnamed = URLError(helperCode: URLError.Code.redirectToNonExistentLocation.rawValue, redirectedTo: nil)
        #expect(ChatReplyError.transport(unnamed, base: "http://h/v1") == ChatReplyError.transport(
            URLError(.redirectToNonExistentLocation), base: "http://h/v1"))
        #expect(unnamed.shortDescription == URLError.otherServerRedirect)
    }

    @Test("each transport failure has its own sentence", arguments: [
        (URLError.Code.cannotConnectToHost, "the server at http://h/v1 refused the connection; is it running, on that port?"),
        (.timedOut, "the server at http://h/v1 did not answer in time"),
        (.serverCertificateUntrusted,
         "the certificate of http://h/v1 is not trusted (self-signed, expired, or for another name); for a CA of your "
            + "own, set SSL_CERT_FILE to its file"),
        (.secureConnectionFailed,
         "the secure (TLS) connection to http://h/v1 failed: check its certificate, or whether it speaks https at all"),
        (.clientCertificateRequired,
         "the secure (TLS) connection to http://h/v1 failed: check its certificate, or whether it speaks https at all"),
        (.httpTooManyRedirects, "the server at http://h/v1 redirects in a loop; check base_url"),
        (.dnsLookupFailed, "the host of http://h/v1 was not found (DNS); check base_url"),
        (.networkConnectionLost, "cannot reach http://h/v1: connection lost"),
        (.badServerResponse, "what answers at http://h/v1 does not speak HTTP; check the port of base_url"),
        (.redirectToNonExistentLocation, "the server at http://h/v1: it redirects to another server (host, port, or http "
            + "and https), which would not be sent the key; set base_url to the address it redirects to "
            + "(curl -sI http://h/v1/models shows it after Location:)"),
        (.proxyUnreachable,
         "cannot reach http://h/v1: the proxy (http_proxy, https_proxy or all_proxy) cannot be reached; check it, or unset it"),
        (.fileDoesNotExist,
         "cannot reach http://h/v1: the file of certificates that CURL_CA_BUNDLE or SSL_CERT_FILE names cannot be read"),
    ])
    func sentences(_ code: URLError.Code, _ expected: String) {
        #expect(ChatReplyError.transport(URLError(code), base: "http://h/v1").reason == expected)
    }
}

/// A real TLS server with a self-signed certificate (`openssl s_server`), which the helper must
/// refuse as untrusted, unless `SSL_CERT_FILE` names that certificate.
@Suite("OpenAI-compatible responder: an untrusted certificate")
struct OpenAIUntrustedCertificateTests {
    @Test("a self-signed certificate is a TLS failure that names the URL")
    func selfSigned() async throws {
        let folder = try TemporaryFolder()
        let key = folder.url.appendingPathComponent("key.pem").path
        let certificate = folder.url.appendingPathComponent("cert.pem").path
        let made = await runShellOffPool(
            "openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -subj /CN=127.0.0.1 "
                + "-addext subjectAltName=IP:127.0.0.1 -days 1 "
                + "-keyout \(shellQuoted(key)) -out \(shellQuoted(certificate)) && echo made")
        try #require(made?.output.contains("made") == true, "openssl is needed for this test")
        let port = try OpenAITestServer.freePort()
        let started = await runShellOffPool(
            "openssl s_server -quiet -accept \(port) -cert \(shellQuoted(certificate)) -key \(shellQuoted(key)) "
                + "-www </dev/null >/dev/null 2>&1 & echo $!")
        let pid = try #require(started.flatMap { Int32($0.output.trimmingCharacters(in: .whitespacesAndNewlines)) })
        // SIGKILL: the server inherits the test process's blocked signals (SIGTERM among them), so
        // a SIGTERM stays pending and the server would outlive the test.
        defer { kill(pid, SIGKILL) }
        let base = "https://127.0.0.1:\(port)/v1"
        let responder = OpenAICompatibleResponder(baseURL: URL(string: base)!, connectTimeout: .seconds(30))
        var error: ChatReplyError?
        // s_server takes a moment to listen; until then the port refuses.
        for _ in 0..<50 {
            error = await OpenAINetworkFailureTests.reason(responder)
            if error?.reason.contains("refused") != true { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(error?.reason == "the certificate of \(base) is not trusted (self-signed, expired, or for another name); "
            + "for a CA of your own, set SSL_CERT_FILE to its file")
        // s_server's -www page answers: the handshake went through. CURL_CA_BUNDLE comes first, as for curl.
        let models = base + "/models"
        #expect(try await Self.events(of: models, ["SSL_CERT_FILE": certificate]).first?.responseStatus == 200)
        #expect(try await Self.events(of: models, ["CURL_CA_BUNDLE": certificate, "SSL_CERT_FILE": "/nowhere"])
            .first?.responseStatus == 200)
        #expect(try await Self.events(of: models, ["SSL_CERT_FILE": folder.url.path + "/missing.pem"])
            == [.completed(urlErrorCode: URLError.Code.fileDoesNotExist.rawValue, connected: true)])
    }

    /// What the network helper reports for a GET of `url` in `environment`.
    static func events(of url: String, _ environment: [String: String]) async throws -> [HTTPStreamEvent] {
        let events = Mutex<[HTTPStreamEvent]>([])
        let helper = try HTTPHelperProcess.start(
            executable: HTTPHelperLocator().executable(environment: [:]),
            request: HTTPStreamRequest(url: try #require(URL(string: url)), method: "GET", headers: [], body: Data(), timeout: 10),
            environment: environment
        ) { report in if case .event(let event) = report { events.withLock { $0.append(event) } } }
        for _ in 0..<300 where !helper.isReaped { try await Task.sleep(for: .milliseconds(20)) }
        return events.withLock { $0 }
    }
}
