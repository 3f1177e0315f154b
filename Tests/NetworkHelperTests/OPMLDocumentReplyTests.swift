import Domain
import FeedParsing
import Foundation
import HTTPStreamWire
import Testing
@testable import aichats_http

@Suite("The helper's answer to an OPML document")
struct OPMLDocumentReplyTests {
    @Test func feedsWithTheirFoldersAndCategories() {
        let reply = OPMLDocumentReply.reply(for: Data("""
            <opml version="2.0"><body><outline text="Tech">
              <outline text="A" xmlUrl="https://a.example/" category="x,y"/>
            </outline></body></opml>
            """.utf8))
        #expect(reply == .feeds([OPMLEntry(url: "https://a.example/", title: "A", folders: ["Tech"], categories: ["x", "y"])]))
    }

    @Test("each refusal speaks of an OPML file, not a feed", arguments: [
        (FeedParseError.tooManyItems(limit: 10_000), "the OPML file has more than 10,000 outlines"),
        (.tooLarge(limitBytes: 10 * 1024 * 1024), "the OPML file is larger than 10 MB"),
        (.notOPML, "the document is not an OPML subscription list"),
        (.declaresEntities, "the document declares XML entities, which no feed needs and which are refused for safety"),
    ])
    func sentences(error: FeedParseError, sentence: String) {
        #expect(OPMLDocumentReply.sentence(for: error) == sentence)
    }

    @Test func anAnswerTooLargeForOneFrameFailsInstead() throws {
        let title = String(repeating: "t", count: 1024 * 1024)
        let reply = OPMLReadReply.feeds(Array(repeating: OPMLEntry(url: "https://a.example/", title: title), count: 40))
        let frame = OPMLReadJob.frame(for: reply)
        #expect(try OPMLReadReply(frame: frame) == .failed(reason: "the feeds of the OPML file take more than 32 MB once read"))
    }
}
