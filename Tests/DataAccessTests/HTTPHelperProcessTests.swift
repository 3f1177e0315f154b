import Foundation
import HTTPStreamWire
import Synchronization
import Testing
@testable import DataAccess
import TestHTTPServer
import TestSupport

/// The real `aichats-http`, built next to the test bundle, driven directly.
@Suite("The network helper process")
struct HTTPHelperProcessTests {
    /// Everything the helper reported, in order.
    final class Reports: Sendable {
        private let all = Mutex<[HTTPHelperProcess.Report]>([])

        func append(_ report: HTTPHelperProcess.Report) { all.withLock { $0.append(report) } }

        var events: [HTTPStreamEvent] {
            all.withLock { $0.compactMap { if case .event(let event) = $0 { event } else { nil } } }
        }

        var stoppedUnexpectedly: Bool {
            all.withLock { $0.contains { if case .stoppedUnexpectedly = $0 { true } else { false } } }
        }
    }

    static func request(_ server: OpenAITestServer, key: String = "sk-none") -> HTTPStreamRequest {
        HTTPStreamRequest(
            url: server.baseURL.appendingPathComponent("chat/completions"), method: "POST",
            headers: [HTTPStreamHeader("Authorization", "Bearer \(key)")], body: Data("{}".utf8), timeout: 10)
    }

    /// The helper stopped by `stop` in the middle of a stream that the server keeps open (the
    /// head and a first piece arrived), once it was reaped.
    static func stoppedMidStream(
        by stop: (HTTPHelperProcess) -> Void, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> (OpenAITestServer, HTTPHelperProcess, Reports) {
        let server = try OpenAITestServer { _ in [.send(SSE.head + SSE.chunk("first")), .keepAliveUntilClientLeaves] }
        let reports = Reports()
        let helper = try start(request(server), reports: reports)
        #expect(try await eventually { reports.events.count >= 2 }, "the stream started", sourceLocation: sourceLocation)
        stop(helper)
        #expect(try await eventually { helper.isReaped }, sourceLocation: sourceLocation)
        return (server, helper, reports)
    }

    static func start(
        _ request: HTTPStreamRequest, reports: Reports, environment: [String: String] = HTTPHelperProcess.childEnvironment()
    ) throws -> HTTPHelperProcess {
        try HTTPHelperProcess.start(
            executable: HTTPHelperLocator().executable(environment: [:]), request: request, environment: environment,
            report: reports.append)
    }

    /// Polls until `condition` holds or `seconds` pass: while the other suites keep both cores
    /// busy, the helper may wait a few seconds for the CPU.
    static func eventually(_ seconds: Double = 30, _ condition: () -> Bool) async throws -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while !condition(), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        return condition()
    }

    /// Whether a process with this pid exists, zombies included.
    static func exists(_ pid: pid_t) -> Bool { kill(pid, 0) == 0 }

    @Test("the helper is found next to the running program, where swift build puts it")
    func foundNextToTheTestBundle() {
        let helper = HTTPHelperLocator().executable(environment: [:])
        #expect(helper.lastPathComponent == "aichats-http")
        #expect(FileManager.default.isExecutableFile(atPath: helper.path))
        #expect(HTTPHelperLocator().executable(environment: ["AICHATS_HTTP_HELPER": "/opt/x/h"]).path == "/opt/x/h")
    }

    @Test("it reports the head, the body and the end, then exits and is reaped")
    func wholeTransfer() async throws {
        let server = try OpenAITestServer { _ in [.send(SSE.head + SSE.chunk("hi") + SSE.done)] }
        defer { server.stop() }
        let reports = Reports()
        let helper = try Self.start(Self.request(server), reports: reports)
        #expect(try await Self.eventually { helper.isReaped })
        #expect(!Self.exists(helper.pid), "no zombie is left")
        let events = reports.events
        #expect(events.first == .response(status: 200, contentType: "text/event-stream"))
        #expect(events.last == .completed(urlErrorCode: nil))
        let body = events.reduce(into: Data()) { if case .bytes(let data) = $1 { $0.append(data) } }
        #expect(String(decoding: body, as: UTF8.self) == SSE.chunk("hi") + SSE.done)
        #expect(!reports.stoppedUnexpectedly)
    }

    /// A proxy in the environment (one that answers nothing here) is not used for this machine's
    /// servers: a local model server is never reached through a company proxy.
    @Test("a server on this machine is reached without the proxy", arguments: ["", "intranet.example"])
    func loopbackBypassesTheProxy(noProxy: String) async throws {
        let server = try OpenAITestServer { _ in [.send(SSE.head + SSE.chunk("hi") + SSE.done)] }
        defer { server.stop() }
        let proxyPort = try OpenAITestServer.closedPort()
        let reports = Reports()
        let helper = try Self.start(Self.request(server), reports: reports, environment: [
            "http_proxy": "http://127.0.0.1:\(proxyPort)", "all_proxy": "http://127.0.0.1:\(proxyPort)", "no_proxy": noProxy,
        ])
        #expect(try await Self.eventually { helper.isReaped })
        #expect(reports.events.first == .response(status: 200, contentType: "text/event-stream"))
        #expect(reports.events.last == .completed(urlErrorCode: nil))
    }

    /// Through a proxy that cannot be reached, the server was never asked: the end says so.
    @Test("a proxy that cannot be reached is named as such")
    func deadProxy() async throws {
        let proxyPort = try OpenAITestServer.closedPort()
        let request = HTTPStreamRequest(
            url: URL(string: "http://feeds.example.invalid/v1/models")!, method: "GET", headers: [], body: Data(), timeout: 5)
        let reports = Reports()
        let helper = try Self.start(request, reports: reports, environment: ["http_proxy": "http://127.0.0.1:\(proxyPort)"])
        #expect(try await Self.eventually { helper.isReaped })
        #expect(reports.events == [.completed(urlErrorCode: URLError.Code.proxyUnreachable.rawValue)])
    }

    @Test("a refused connection ends with URLError's code")
    func refused() async throws {
        let port = try OpenAITestServer.closedPort()
        let request = HTTPStreamRequest(
            url: URL(string: "http://127.0.0.1:\(port)/v1")!, method: "GET", headers: [], body: Data(), timeout: 5)
        let reports = Reports()
        let helper = try Self.start(request, reports: reports)
        #expect(try await Self.eventually { helper.isReaped })
        #expect(reports.events == [.completed(urlErrorCode: URLError.Code.cannotConnectToHost.rawValue)])
    }

    @Test("a redirect to file: or data: is refused, not followed as a path on the server", arguments: [
        "file:///etc/passwd", "data:text/plain,hello",
    ])
    func redirectToOtherScheme(location: String) async throws {
        let server = try OpenAITestServer { _ in
            [.send("HTTP/1.1 302 Found\r\nLocation: \(location)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")]
        }
        defer { server.stop() }
        let reports = Reports()
        let helper = try Self.start(Self.request(server), reports: reports)
        #expect(try await Self.eventually { helper.isReaped })
        #expect(reports.events == [.completed(urlErrorCode: URLError.Code.unsupportedURL.rawValue, connected: true)])
        #expect(server.requests.map(\.path) == ["/v1/chat/completions"])
    }

    /// libcurl would not send the key to another server: the request is not sent there at all,
    /// with the chat, and the end says why and names that server. A redirect on the same server
    /// is followed.
    @Test("a redirect to another server is refused, one on the same server followed")
    func redirectToAnotherServer() async throws {
        let other = try OpenAITestServer { _ in [.send(SSE.head + SSE.done)] }
        defer { other.stop() }
        let server = try OpenAITestServer { request in
            let location = request.path.hasSuffix("/same") ? other.baseURL.absoluteString + "/chat/completions" : "/v1/same"
            return [.send("HTTP/1.1 307 Moved\r\nLocation: \(location)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")]
        }
        defer { server.stop() }
        let reports = Reports()
        let helper = try Self.start(Self.request(server), reports: reports)
        #expect(try await Self.eventually { helper.isReaped })
        #expect(reports.events == [.completed(
            urlErrorCode: URLError.Code.redirectToNonExistentLocation.rawValue, connected: true,
            redirectedTo: "http://127.0.0.1:\(other.port)")])
        #expect(server.requests.map(\.path) == ["/v1/chat/completions", "/v1/same"])
        #expect(other.requests.isEmpty)
    }

    /// The other server is named by its origin alone: the user part, path and query of where it
    /// led may hold a key or a token. A host that mixes scripts (a Cyrillic `а` in `аpple`) is
    /// named in punycode, as the app shows such a link, and so is any other that is not ASCII.
    @Test("a refused redirect names the other server by its origin alone", arguments: [
        ("https://user:sk-secret@other.example:8443/v1/chat?token=sk-token#f", "https://other.example:8443"),
        ("http://other.example/", "http://other.example"),
        ("https://аpple.example/login", "https://xn--pple-43d.example"),
        ("http://[::1]:9/v1", "http://[::1]:9"),
    ])
    func redirectNamesTheOrigin(location: String, origin: String) async throws {
        let server = try OpenAITestServer { _ in
            [.send("HTTP/1.1 307 Moved\r\nLocation: \(location)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")]
        }
        defer { server.stop() }
        let reports = Reports()
        let helper = try Self.start(Self.request(server), reports: reports)
        #expect(try await Self.eventually { helper.isReaped })
        #expect(reports.events == [.completed(
            urlErrorCode: URLError.Code.redirectToNonExistentLocation.rawValue, connected: true, redirectedTo: origin)])
    }

    /// An app of version 9, which would show a feed reply's pipe tables as lines of pipes:
    /// the helper refuses it before it reads a request, as any other version (exit 2, why on stderr).
    @Test("the helper refuses an app of the version before")
    func refusesThePreviousVersion() async throws {
        let helper = shellQuoted(HTTPHelperLocator().executable(environment: [:]).path)
        let run = await runShellOffPool(#"printf 'V\000\000\000\004\000\000\000\011' | "# + helper + #" 2>&1 >/dev/null; echo "exit $?""#)
        #expect(run?.output == "aichats-http: aichats speaks version 9 of the wire, this helper 10; reinstall\nexit 2\n")
    }

    @Test("terminating it mid-stream closes the connection and reaps it: no zombie")
    func terminateMidStream() async throws {
        let (server, helper, _) = try await Self.stoppedMidStream { $0.terminate() }
        defer { server.stop() }
        #expect(!Self.exists(helper.pid))
        #expect(try await Self.eventually { server.clientLeft })
        helper.terminate()
    }

    @Test("closing its stdin makes it stop, as when aichats goes away")
    func stdinClosed() async throws {
        let (server, _, reports) = try await Self.stoppedMidStream { $0.closeInput() }
        defer { server.stop() }
        #expect(try await Self.eventually { server.clientLeft })
        #expect(reports.stoppedUnexpectedly)
    }

    @Test("the API key is left out of the helper's environment")
    func keyNotInEnvironment() {
        let environment = HTTPHelperProcess.childEnvironment(
            from: ["AICHATS_API_KEY": "sk-x", "PATH": "/bin", "https_proxy": "http://proxy:3128"])
        #expect(environment == ["PATH": "/bin", "https_proxy": "http://proxy:3128"])
    }

    @Test("a missing helper is a launch error, not a crash")
    func missing() {
        let nowhere = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/aichats-http")
        #expect(throws: HTTPHelperLaunchError.missing) {
            try HTTPHelperProcess.start(
                executable: nowhere, request: HTTPStreamRequest(
                    url: URL(string: "http://127.0.0.1:9")!, method: "GET", headers: [], body: Data(), timeout: 1),
                environment: [:], report: { _ in })
        }
    }
}
