import Foundation
import HTTPStreamWire
import Testing

@Suite("Frames cut out of bytes that arrive in pieces")
struct HTTPStreamFrameDecoderTests {
    static let events: [HTTPStreamEvent] = [
        .response(status: 200, contentType: "text/event-stream"),
        .bytes(Data("data: {\"choices\":[]}\n\n".utf8)),
        .bytes(Data()),
        .completed(urlErrorCode: nil),
    ]

    static var wire: Data { events.reduce(into: Data()) { $0.append($1.frame.encoded) } }

    static func decodeAll(_ decoder: inout HTTPStreamFrameDecoder) throws -> [HTTPStreamEvent] {
        var events: [HTTPStreamEvent] = []
        while let frame = try decoder.nextFrame() { events.append(try HTTPStreamEvent(frame: frame)) }
        return events
    }

    @Test("several frames in one read all come out, in order")
    func oneRead() throws {
        var decoder = HTTPStreamFrameDecoder()
        decoder.append(Self.wire)
        #expect(try Self.decodeAll(&decoder) == Self.events)
        #expect(decoder.bufferedByteCount == 0)
    }

    @Test("bytes that arrive one at a time give the same frames, each once it is complete")
    func byteByByte() throws {
        var decoder = HTTPStreamFrameDecoder()
        var events: [HTTPStreamEvent] = []
        let wire = Self.wire
        for (index, byte) in wire.enumerated() {
            decoder.append(Data([byte]))
            let completed = try Self.decodeAll(&decoder)
            events += completed
            if index < HTTPStreamFrame.headerSize - 1 { #expect(completed.isEmpty) }
        }
        #expect(events == Self.events)
    }

    @Test("reads split at every position give the same frames", arguments: [1, 4, 5, 6, 17, 40])
    func splitReads(_ size: Int) throws {
        var decoder = HTTPStreamFrameDecoder()
        var events: [HTTPStreamEvent] = []
        var rest = Self.wire[...]
        while !rest.isEmpty {
            decoder.append(Data(rest.prefix(size)))
            rest = rest.dropFirst(size)
            events += try Self.decodeAll(&decoder)
        }
        #expect(events == Self.events)
    }

    @Test("an unknown kind byte is garbage")
    func unknownKind() {
        var decoder = HTTPStreamFrameDecoder()
        decoder.append(Data("HTTP/1.1 200 OK\r\n".utf8.dropFirst()))
        #expect(throws: HTTPStreamWireError.unknownKind(UInt8(ascii: "T"))) { try decoder.nextFrame() }
    }

    @Test("a length over the limit is garbage, before its bytes arrive")
    func oversized() {
        var decoder = HTTPStreamFrameDecoder()
        decoder.append(Data([HTTPStreamFrame.Kind.bytes.rawValue, 0xFF, 0xFF, 0xFF, 0xFF]))
        #expect(throws: HTTPStreamWireError.oversizedPayload(0xFFFF_FFFF)) { try decoder.nextFrame() }
    }

    @Test("a frame still short of its payload waits for more")
    func incomplete() throws {
        var decoder = HTTPStreamFrameDecoder()
        let frame = HTTPStreamEvent.bytes(Data("hello".utf8)).frame.encoded
        decoder.append(frame.dropLast())
        #expect(try decoder.nextFrame() == nil)
        decoder.append(frame.suffix(1))
        #expect(try decoder.nextFrame().map(HTTPStreamEvent.init(frame:)) == .bytes(Data("hello".utf8)))
    }

    @Test("a large body chunk keeps its bytes")
    func largeChunk() throws {
        let chunk = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        var decoder = HTTPStreamFrameDecoder()
        decoder.append(HTTPStreamEvent.bytes(chunk).frame.encoded)
        #expect(try decoder.nextFrame().map(HTTPStreamEvent.init(frame:)) == .bytes(chunk))
    }
}
