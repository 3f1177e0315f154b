import Domain
import Foundation
import HTTPStreamWire
import Testing

@Suite("Feed requests and replies on the wire")
struct FeedFrameTests {
    static let request = FeedFetchRequest(
        url: URL(string: "https://example.com/feed.xml")!, validators: FeedValidators(etag: "\"abc\"", lastModified: "Wed, 21 Oct 2015 07:28:00 GMT"),
        appVersion: "0.1.0",
        limits: FeedFetchLimits(connectTimeout: 0.5, resourceTimeout: 2, maximumBodyBytes: 1000, maximumRedirects: 1))

    static var item: FetchedItem {
        var item = FetchedItem()
        item.guid = "urn:1"
        item.title = "Ünïcödé 🍡"
        item.published = Date(timeIntervalSince1970: 1_700_000_000)
        item.contentText = "See [1].\n\nAnd [2]."
        item.links = ["https://a.example/", "https://b.example/"]
        return item
    }

    @Test("a feed request comes back the same, through the frame decoder")
    func requestRoundTrip() throws {
        var decoder = HTTPStreamFrameDecoder()
        decoder.append(try Self.request.frame.encoded)
        let frame = try #require(try decoder.nextFrame())
        #expect(frame.kind == .feedRequest)
        #expect(frame.encoded.first == 0x46)
        #expect(try FeedFetchRequest(frame: frame) == Self.request)
    }

    @Test("every reply comes back the same", arguments: [
        FeedFetchReply.fetched(
            FetchedFeed(title: "T", siteLink: "https://example.com/", items: [item, FetchedItem()]),
            validators: FeedValidators(etag: "\"e\"", lastModified: nil)),
        .notModified(validators: FeedValidators(etag: "\"e\"")),
        .failed(reason: "the server answered 404 Not Found", retryAfter: nil),
        .failed(reason: "the server answered 429 Too Many Requests", retryAfter: Date(timeIntervalSince1970: 1_800_000_000)),
    ])
    func replyRoundTrip(_ reply: FeedFetchReply) throws {
        let frame = try FeedFetchAnswer(reply).frame
        #expect(frame.kind == .feedReply)
        #expect(try FeedFetchAnswer(frame: frame) == FeedFetchAnswer(reply))
    }

    @Test("where the redirects led, and whether all were permanent, comes back with the reply")
    func redirectRoundTrip() throws {
        for redirect in [FeedRedirect(address: "https://new.example/feed.xml", isPermanent: true),
                         FeedRedirect(address: "https://elsewhere.example/", isPermanent: false)] {
            let answer = FeedFetchAnswer(.notModified(validators: .init()), redirect: redirect)
            #expect(try FeedFetchAnswer(frame: try answer.frame) == answer)
        }
        let none = try FeedFetchAnswer(frame: try FeedFetchAnswer(.failed(reason: "x", retryAfter: nil)).frame)
        #expect(none.redirect == nil)
    }

    @Test("limits that are not positive are refused")
    func invalidLimits() throws {
        var request = Self.request
        request.limits.resourceTimeout = 0
        let frame = try request.frame
        #expect(throws: HTTPStreamWireError.malformedPayload) { try FeedFetchRequest(frame: frame) }
    }

    @Test("a frame of another kind, or garbage, is refused")
    func wrongKindOrGarbage() throws {
        let reply = try FeedFetchAnswer(.notModified(validators: .init())).frame
        #expect(throws: HTTPStreamWireError.unexpectedKind(.feedReply)) { try FeedFetchRequest(frame: reply) }
        #expect(throws: HTTPStreamWireError.unexpectedKind(.feedReply)) { try HTTPStreamEvent(frame: reply) }
        let garbage = HTTPStreamFrame(kind: .feedReply, payload: Data("{\"fetched\":7}".utf8))
        #expect(throws: HTTPStreamWireError.malformedPayload) { try FeedFetchAnswer(frame: garbage) }
    }

    @Test("the version is 10: the feed frames, the OPML frames, Retry-After, pooled feed helpers, the request's validators, whose an OPML title is, where a refused redirect led, where a feed's redirects led, then tables written as pipe tables changed the wire")
    func versionRaised() {
        #expect(HTTPStreamVersion.current.number == 10)
    }
}
