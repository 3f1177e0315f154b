import Foundation
import HTTPStreamWire
import Testing

@Suite("Requests and events on the wire")
struct HTTPStreamMessageTests {
    static let secret = "sk-wire-SECRET-77"

    static let request = HTTPStreamRequest(
        url: URL(string: "http://127.0.0.1:8080/v1/chat/completions")!, method: "POST",
        headers: [
            HTTPStreamHeader("Content-Type", "application/json"), HTTPStreamHeader("Authorization", "Bearer \(secret)"),
            HTTPStreamHeader("X-Note", "ünïcödé 🍡"),
        ],
        body: Data(#"{"model":"m","stream":true}"#.utf8), timeout: 71.5)

    @Test("a request comes back the same")
    func requestRoundTrip() throws {
        var decoder = HTTPStreamFrameDecoder()
        decoder.append(Self.request.frame.encoded)
        let frame = try #require(try decoder.nextFrame())
        #expect(frame.kind == .request)
        #expect(try HTTPStreamRequest(frame: frame) == Self.request)
    }

    @Test("a request without headers or body comes back the same")
    func emptyRequest() throws {
        let request = HTTPStreamRequest(
            url: URL(string: "https://example.com")!, method: "GET", headers: [], body: Data(), timeout: 1)
        #expect(try HTTPStreamRequest(frame: request.frame) == request)
    }

    @Test("every event comes back the same", arguments: [
        HTTPStreamEvent.response(status: 200, contentType: "text/event-stream; charset=utf-8"),
        .response(status: 429, contentType: ""),
        .response(status: 429, contentType: "application/json", retryAfter: "7"),
        .response(status: 503, contentType: "", retryAfter: "Wed, 21 Oct 2026 07:28:00 GMT"),
        .bytes(Data([0, 1, 2, 0xFF])),
        .completed(urlErrorCode: nil),
        .completed(urlErrorCode: -1004),
        .completed(urlErrorCode: -1001),
        .completed(urlErrorCode: -1001, connected: true),
        .completed(urlErrorCode: -1010, connected: true, redirectedTo: "https://other.example:8443"),
        .completed(urlErrorCode: -1010, redirectedTo: "http://[::1]"),
    ])
    func eventRoundTrip(_ event: HTTPStreamEvent) throws {
        #expect(try HTTPStreamEvent(frame: event.frame) == event)
    }

    @Test("a cut or padded request payload is refused")
    func truncatedRequest() {
        let payload = Self.request.frame.payload
        for length in [0, 3, 10, payload.count - 1] {
            let frame = HTTPStreamFrame(kind: .request, payload: payload.prefix(length))
            #expect(throws: HTTPStreamWireError.malformedPayload) { try HTTPStreamRequest(frame: frame) }
        }
        let padded = HTTPStreamFrame(kind: .request, payload: payload + Data([0]))
        #expect(throws: HTTPStreamWireError.malformedPayload) { try HTTPStreamRequest(frame: padded) }
    }

    @Test("random bytes as a request payload are refused, not trusted")
    func garbageRequest() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let bytes = Data((0..<Int.random(in: 0..<64, using: &generator)).map { _ in UInt8.random(in: 0...255) })
            #expect(throws: HTTPStreamWireError.self) {
                try HTTPStreamRequest(frame: HTTPStreamFrame(kind: .request, payload: bytes))
            }
        }
    }

    @Test("a frame of the wrong kind is refused")
    func wrongKind() {
        #expect(throws: HTTPStreamWireError.unexpectedKind(.bytes)) {
            try HTTPStreamRequest(frame: HTTPStreamEvent.bytes(Data()).frame)
        }
        #expect(throws: HTTPStreamWireError.unexpectedKind(.request)) {
            try HTTPStreamEvent(frame: Self.request.frame)
        }
        #expect(throws: HTTPStreamWireError.malformedPayload) {
            try HTTPStreamEvent(frame: HTTPStreamFrame(kind: .completed, payload: Data([1, 2, 3])))
        }
    }

    @Test("a version comes back the same; its frame is kind V and the number in 4 bytes, big-endian")
    func versionRoundTrip() throws {
        let version = HTTPStreamVersion(0x0102_0304)
        #expect(version.frame.encoded == Data([0x56, 0, 0, 0, 4, 1, 2, 3, 4]))
        var decoder = HTTPStreamFrameDecoder()
        decoder.append(version.frame.encoded + HTTPStreamVersion.current.frame.encoded)
        #expect(try decoder.nextFrame().map(HTTPStreamVersion.init(frame:)) == version)
        #expect(try decoder.nextFrame().map(HTTPStreamVersion.init(frame:)) == .current)
    }

    @Test("a version is never taken for another frame, nor another frame for a version")
    func versionIsItsOwnKind() {
        #expect(throws: HTTPStreamWireError.unexpectedKind(.version)) {
            try HTTPStreamEvent(frame: HTTPStreamVersion.current.frame)
        }
        #expect(throws: HTTPStreamWireError.unexpectedKind(.version)) {
            try HTTPStreamRequest(frame: HTTPStreamVersion.current.frame)
        }
        #expect(throws: HTTPStreamWireError.unexpectedKind(.request)) { try HTTPStreamVersion(frame: Self.request.frame) }
        for payload in [Data(), Data([0, 0, 1]), Data([0, 0, 0, 1, 0])] {
            #expect(throws: HTTPStreamWireError.malformedPayload) {
                try HTTPStreamVersion(frame: HTTPStreamFrame(kind: .version, payload: payload))
            }
        }
    }

    @Test("a request's description and mirror never show header values")
    func noSecretInDescription() {
        var dumped = ""
        dump(Self.request, to: &dumped)
        for text in ["\(Self.request)", String(reflecting: Self.request), dumped] {
            #expect(!text.contains(Self.secret))
            #expect(text.contains("Authorization"))
        }
    }
}
