import Domain
import Foundation
import HTTPStreamWire
import TestSupport
import Testing
@testable import DataAccess

extension FeedFetchSuites {
    /// OPML documents read by the real `aichats-http`, and helpers that go wrong.
    @Suite("Reading OPML in the network helper")
    struct HelperOPMLReaderTests {
        static let reader = HelperOPMLReader(helper: FeedFetching.helper)

        static func reason(_ document: String, reader: HelperOPMLReader = reader) -> String? {
            do {
                _ = try reader.entries(in: Data(document.utf8))
                return nil
            } catch {
                return error.reason
            }
        }

        @Test("nested folders, categories, titles; outlines without a URL are folders")
        func nestedFolders() throws {
            let entries = try Self.reader.entries(in: Data("""
                <?xml version="1.0" encoding="UTF-8"?>
                <opml version="2.0"><head><title>Mine</title></head><body>
                  <outline text="Top" xmlUrl="https://top.example/feed"/>
                  <outline text="Tech"><outline title="Swift &amp; Co">
                    <outline text="S" title="Swift Blog" xmlUrl="https://swift.example/rss" category="/lang,apple"/>
                  </outline></outline>
                </body></opml>
                """.utf8))
            #expect(entries == [
                OPMLEntry(url: "https://top.example/feed", title: "Top"),
                OPMLEntry(url: "https://swift.example/rss", title: "Swift Blog", folders: ["Tech", "Swift & Co"], categories: ["lang", "apple"]),
            ])
        }

        @Test("whose a title is, as aichats's export says it, comes through the helper")
        func titleFromFeed() throws {
            let entries = try Self.reader.entries(in: Data("""
                <opml version="2.0" xmlns:aichats="urn:aichats:opml"><body>
                  <outline text="Mine" xmlUrl="https://a.example/feed" aichats:titleFrom="user"/>
                  <outline text="Theirs" xmlUrl="https://b.example/feed" aichats:titleFrom="feed"/>
                </body></opml>
                """.utf8))
            #expect(entries == [
                OPMLEntry(url: "https://a.example/feed", title: "Mine"),
                OPMLEntry(url: "https://b.example/feed", title: "Theirs", titleFromFeed: true),
            ])
        }

        @Test("a billion laughs, a feed instead of OPML, a cut document: one sentence each")
        func hostileOrWrong() {
            let laughs = """
                <?xml version="1.0"?>
                <!DOCTYPE opml [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
                <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">]>
                <opml version="2.0"><body><outline text="&d;" xmlUrl="https://x.example/"/></body></opml>
                """
            #expect(Self.reason(laughs) == "the document declares XML entities, which no feed needs and which are refused for safety")
            #expect(Self.reason("<rss version=\"2.0\"><channel/></rss>") == "the document is not an OPML subscription list")
            #expect(Self.reason("<opml><body><outline text=\"a\">") == "the document ends before it is complete")
        }

        @Test("a document over 10 MB is refused before any helper starts")
        func tooLarge() {
            let reader = HelperOPMLReader(helper: URL(fileURLWithPath: "/nonexistent/aichats-http"))
            let document = "<opml>" + String(repeating: " ", count: 10 * 1024 * 1024) + "</opml>"
            #expect(Self.reason(document, reader: reader) == "the file is larger than 10 MB, the most an OPML file may be")
        }

        @Test("a missing helper")
        func missing() throws {
            let folder = try TemporaryFolder()
            let reader = HelperOPMLReader(helper: folder.file("aichats-http"))
            #expect(Self.reason("<opml/>", reader: reader) == "the network helper aichats-http is missing next to aichats; reinstall")
        }

        @Test("a helper that hangs is killed, one of another version refused, a crash said")
        func helpersThatGoWrong() throws {
            typealias Scripts = FeedHelperFailureTests
            let folder = try TemporaryFolder()
            let hangs = try Scripts.versionThen("exec sleep 60", in: folder)
            let started = ContinuousClock.now
            #expect(Self.reason("<opml/>", reader: HelperOPMLReader(helper: hangs, killAfter: .seconds(1)))
                == "the network helper was stopped after 1 s without an answer")
            #expect(ContinuousClock.now - started < .seconds(10))

            let other = try TemporaryFolder()
            let otherVersion = try Scripts.answering([], in: other)
            try HTTPStreamVersion(99).frame.encoded.write(to: other.file("answer"))
            #expect(Self.reason("<opml/>", reader: HelperOPMLReader(helper: otherVersion))
                == "the network helper aichats-http is from another version of aichats; reinstall")

            let crash = try TemporaryFolder()
            let crashes = try Scripts.versionThen("kill -SEGV $$", in: crash)
            #expect(Self.reason("<opml/>", reader: HelperOPMLReader(helper: crashes))
                == "the network helper aichats-http stopped while reading the OPML file")
        }

        @Test("the helper's answer is cleaned, and refused past its bounds")
        func untrustedAnswer() throws {
            let folder = try TemporaryFolder()
            let hostile = OPMLReadReply.feeds([OPMLEntry(
                url: "https://a.example/\u{1B}[2J", title: "Red\u{1B}[31m\ttitle\nnext", folders: ["\u{202E}Tech"],
                categories: ["a\u{7}b"])])
            let helper = try FeedHelperFailureTests.answering([try hostile.frame], in: folder)
            #expect(try HelperOPMLReader(helper: helper).entries(in: Data("<opml/>".utf8)) == [
                OPMLEntry(url: "https://a.example/", title: "Red title next", folders: ["Tech"], categories: ["ab"]),
            ])

            let many = OPMLReadReply.feeds(Array(repeating: OPMLEntry(url: "https://a.example/"), count: 10_001))
            let tooMany = try TemporaryFolder()
            let manyHelper = try FeedHelperFailureTests.answering([try many.frame], in: tooMany)
            #expect(Self.reason("<opml/>", reader: HelperOPMLReader(helper: manyHelper))
                == "the network helper's answer was not valid (more than 10000 feeds)")
        }
    }
}
