import Domain
import Foundation
import HTTPStreamWire
import Testing

@Suite("OPML requests and replies on the wire")
struct OPMLFrameTests {
    @Test("a document goes as its bytes, and comes back the same through the decoder")
    func requestRoundTrip() throws {
        let document = Data("\u{FEFF}<opml version=\"2.0\"><body/></opml>\u{0}\u{FF}".utf8)
        let frame = try OPMLReadRequest(document: document).frame
        #expect(frame.kind == .opmlRequest && frame.payload == document)
        var decoder = HTTPStreamFrameDecoder()
        decoder.append(frame.encoded)
        let decoded = try #require(try decoder.nextFrame())
        #expect(decoded.encoded.first == 0x4F)
        #expect(try OPMLReadRequest(frame: decoded).document == document)
    }

    @Test("a document over 10 MB is no request")
    func tooLarge() {
        let document = Data(count: OPMLReadRequest.maximumDocumentBytes + 1)
        #expect(throws: HTTPStreamWireError.oversizedPayload(document.count)) { try OPMLReadRequest(document: document).frame }
        let frame = HTTPStreamFrame(kind: .opmlRequest, payload: document)
        #expect(throws: HTTPStreamWireError.oversizedPayload(document.count)) { try OPMLReadRequest(frame: frame) }
    }

    @Test("every reply comes back the same", arguments: [
        OPMLReadReply.feeds([
            OPMLEntry(url: "https://a.example/feed", title: "Ünïcödé 🍡", folders: ["Tech", "Swift"], categories: ["x"]),
            OPMLEntry(url: "not even a URL"),
            OPMLEntry(url: "https://b.example/feed", title: "B's own", titleFromFeed: true),
        ]),
        .feeds([]),
        .failed(reason: "the document declares XML entities"),
    ])
    func replyRoundTrip(_ reply: OPMLReadReply) throws {
        let frame = try reply.frame
        #expect(frame.kind == .opmlReply && frame.encoded.first == 0x50)
        #expect(try OPMLReadReply(frame: frame) == reply)
    }

    @Test("a frame of another kind, or garbage, is refused")
    func wrongKindOrGarbage() throws {
        let reply = try OPMLReadReply.feeds([]).frame
        #expect(throws: HTTPStreamWireError.unexpectedKind(.opmlReply)) { try OPMLReadRequest(frame: reply) }
        #expect(throws: HTTPStreamWireError.unexpectedKind(.opmlReply)) { try FeedFetchAnswer(frame: reply) }
        #expect(throws: HTTPStreamWireError.unexpectedKind(.opmlRequest)) {
            try HTTPStreamEvent(frame: OPMLReadRequest(document: Data()).frame)
        }
        let garbage = HTTPStreamFrame(kind: .opmlReply, payload: Data("{\"feeds\":7}".utf8))
        #expect(throws: HTTPStreamWireError.malformedPayload) { try OPMLReadReply(frame: garbage) }
    }
}
