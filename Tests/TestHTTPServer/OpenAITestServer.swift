import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
private let streamSocketType = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
import Darwin
private let streamSocketType = SOCK_STREAM
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 and an ephemeral port, on plain POSIX sockets.
///
/// Each connection reads one request, records it, runs the script's steps and closes.
public final class OpenAITestServer: Sendable {
    public typealias Script = @Sendable (RecordedRequest) -> [ServerStep]

    public let port: UInt16
    private let listener: Int32
    private let script: Script
    private let state = Mutex(State())

    private struct State {
        var recorded: [RecordedRequest] = []
        var sawClientLeave = false
        var stopped = false
    }

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
    public var requests: [RecordedRequest] { state.withLock { $0.recorded } }

    /// Whether a keep-alive step saw the client close the connection.
    public var clientLeft: Bool { state.withLock { $0.sawClientLeave } }

    /// Stops accepting connections; the accept thread closes the socket, so its descriptor
    /// cannot be reused under that thread's feet.
    public func stop() {
        let first = state.withLock { state in
            defer { state.stopped = true }
            return !state.stopped
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
        state.withLock { $0.recorded.append(request) }
        for step in script(request) {
            switch step {
            case .send(let text):
                guard write(text, to: connection) else { return }
            case .wait(let gate):
                gate.wait()
            case .pause(let milliseconds):
                Thread.sleep(forTimeInterval: Double(milliseconds) / 1000)
            case .keepAliveUntilClientLeaves:
                // By the clock and long: under load a test can take many seconds to reach the
                // point where its client leaves, and a server that gave up first never saw it.
                let deadline = Date().addingTimeInterval(60)
                while Date() < deadline, !state.withLock({ $0.stopped }) {
                    Thread.sleep(forTimeInterval: 0.05)
                    if !write(": keep-alive\n\n", to: connection) {
                        state.withLock { $0.sawClientLeave = true }
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

    /// A port on 127.0.0.1 that refuses connections: bound without listening, and kept so for the
    /// whole test run. Released at once, it was handed to the server of a test running alongside,
    /// and the "closed" port answered.
    public static func closedPort() throws -> UInt16 {
        let (socket, port) = try boundSocket()
        heldClosedPorts.withLock { $0.append(socket) }
        return port
    }

    private static let heldClosedPorts = Mutex<[Int32]>([])

    /// A port on 127.0.0.1 that nothing holds now, for a server the test starts itself
    /// (`openssl s_server`); another test's server may be given it first, so the test checks
    /// what answers.
    public static func freePort() throws -> UInt16 {
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
