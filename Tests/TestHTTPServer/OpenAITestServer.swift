import Foundation

#if canImport(Glibc)
import Glibc
private let streamSocketType = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
import Darwin
private let streamSocketType = SOCK_STREAM
#endif

/// A request the test server received.
public struct RecordedRequest: Sendable {
    public let method: String
    public let path: String
    /// Header names are lowercased.
    public let headers: [String: String]
    public let body: Data

    /// The body parsed as a JSON object.
    public var json: [String: Any] {
        (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
    }

    /// The `messages` array of the body.
    public var messages: [[String: String]] {
        (json["messages"] as? [[String: Any]] ?? []).map { message in
            message.compactMapValues { $0 as? String }
        }
    }
}

/// What the server does next on a connection.
public enum ServerStep: Sendable {
    /// Writes these bytes.
    case send(String)
    /// Waits.
    case pause(milliseconds: Int)
    /// Writes a comment every 50 ms until the client goes away (or 8 s pass).
    case keepAliveUntilClientLeaves
    /// Waits until the test opens the gate (at most 5 s).
    case wait(ServerGate)
}

/// Holds the server back until the test has seen something.
public final class ServerGate: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var expired = false

    /// A closed gate.
    public init() {}

    /// Lets the server go on.
    public func open() { semaphore.signal() }

    /// Whether the server gave up waiting.
    public var timedOut: Bool { lock.withLock { expired } }

    fileprivate func wait() {
        if semaphore.wait(timeout: .now() + 30) == .timedOut { lock.withLock { expired = true } }
    }
}

/// A tiny HTTP/1.1 server on 127.0.0.1 and an ephemeral port, on plain POSIX sockets.
///
/// Each connection reads one request, records it, runs the script's steps and closes.
public final class OpenAITestServer: @unchecked Sendable {
    public typealias Script = @Sendable (RecordedRequest) -> [ServerStep]

    public let port: UInt16
    private let listener: Int32
    private let script: Script
    private let lock = NSLock()
    private var recorded: [RecordedRequest] = []
    private var sawClientLeave = false
    private var stopped = false

    public init(script: @escaping Script) throws {
        signal(SIGPIPE, SIG_IGN)
        let (listener, port) = try Self.boundSocket()
        guard listen(listener, 16) == 0 else {
            close(listener)
            throw ServerFailure.socket
        }
        self.listener = listener
        self.port = port
        self.script = script
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// `http://127.0.0.1:PORT/v1`.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)/v1")! }

    /// The requests so far.
    public var requests: [RecordedRequest] { lock.withLock { recorded } }

    /// Whether a keep-alive step saw the client close the connection.
    public var clientLeft: Bool { lock.withLock { sawClientLeave } }

    /// Stops accepting connections; the accept thread closes the socket, so its descriptor
    /// cannot be reused under that thread's feet.
    public func stop() {
        let first = lock.withLock {
            defer { stopped = true }
            return !stopped
        }
        if first { shutdown(listener, Int32(SHUT_RDWR)) }
    }

    deinit { stop() }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                close(listener)
                return
            }
            let thread = Thread { [self] in serve(connection) }
            thread.start()
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        guard let request = readRequest(connection) else { return }
        lock.withLock { recorded.append(request) }
        for step in script(request) {
            switch step {
            case .send(let text):
                guard write(text, to: connection) else { return }
            case .wait(let gate):
                gate.wait()
            case .pause(let milliseconds):
                Thread.sleep(forTimeInterval: Double(milliseconds) / 1000)
            case .keepAliveUntilClientLeaves:
                for _ in 0..<160 {
                    Thread.sleep(forTimeInterval: 0.05)
                    if !write(": keep-alive\n\n", to: connection) {
                        lock.withLock { sawClientLeave = true }
                        return
                    }
                }
            }
        }
    }

    private func write(_ text: String, to connection: Int32) -> Bool {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let result = bytes[sent...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, 0) }
            if result <= 0 { return false }
            sent += result
        }
        return true
    }

    private func readRequest(_ connection: Int32) -> RecordedRequest? {
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        var headEnd: Int?
        var contentLength = 0
        var head = ""
        while true {
            if headEnd == nil, let end = find(separator, in: buffer) {
                headEnd = end + separator.count
                head = String(decoding: buffer[..<end], as: UTF8.self)
                for line in head.components(separatedBy: "\r\n").dropFirst() {
                    let parts = line.split(separator: ":", maxSplits: 1)
                    if parts.count == 2, parts[0].lowercased() == "content-length" {
                        contentLength = Int(parts[1].trimmingCharacters(in: .whitespaces)) ?? 0
                    }
                }
            }
            if let headEnd, buffer.count >= headEnd + contentLength { break }
            let count = recv(connection, &chunk, chunk.count, 0)
            if count <= 0 { return nil }
            buffer.append(contentsOf: chunk[..<count])
            // A TLS handshake (https to this plain-HTTP port): answered as llama.cpp, Ollama and
            // vLLM answer it, with a plain 400, and closed.
            if buffer.first == 0x16 {
                _ = write("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n", to: connection)
                return nil
            }
        }
        guard let headEnd else { return nil }
        let lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.first?.split(separator: " ") ?? []
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2 {
                headers[parts[0].lowercased()] = parts[1].trimmingCharacters(in: .whitespaces)
            }
        }
        return RecordedRequest(
            method: requestLine.first.map(String.init) ?? "",
            path: requestLine.count > 1 ? String(requestLine[1]) : "",
            headers: headers, body: Data(buffer[headEnd..<(headEnd + contentLength)]))
    }

    private func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (0...(haystack.count - needle.count)).first { start in
            haystack[start..<(start + needle.count)].elementsEqual(needle)
        }
    }

    public enum ServerFailure: Error { case socket }

    /// A port on 127.0.0.1 that nothing listens on (bound without listening, then released).
    public static func closedPort() throws -> UInt16 {
        let (socket, port) = try boundSocket()
        close(socket)
        return port
    }

    /// A TCP socket bound to 127.0.0.1 on an ephemeral port.
    private static func boundSocket() throws -> (Int32, UInt16) {
        let listener = socket(AF_INET, streamSocketType, 0)
        guard listener >= 0 else { throw ServerFailure.socket }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let size = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, size) }
        }
        var length = size
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        guard bound == 0, named == 0 else {
            close(listener)
            throw ServerFailure.socket
        }
        return (listener, UInt16(bigEndian: address.sin_port))
    }
}

/// Pieces of server responses.
public enum SSE {
    /// The head of a successful event stream that ends when the connection closes.
    public static let head =
        "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\nConnection: close\r\n\r\n"

    /// One `data:` event carrying a content delta.
    public static func chunk(_ text: String) -> String {
        let object: [String: Any] = [
            "id": "chatcmpl-1", "object": "chat.completion.chunk",
            "choices": [["index": 0, "delta": ["content": text], "finish_reason": NSNull()]],
        ]
        let json = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return "data: \(String(decoding: json, as: UTF8.self))\n\n"
    }

    /// The end marker.
    public static let done = "data: [DONE]\n\n"

    /// A complete error response with a JSON body.
    public static func status(_ code: Int, _ phrase: String, body: String = #"{"error":{"message":"nope"}}"#) -> String {
        "HTTP/1.1 \(code) \(phrase)\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
            + "Connection: close\r\n\r\n\(body)"
    }
}
