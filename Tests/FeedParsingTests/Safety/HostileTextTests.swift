import Foundation
import Testing
import FeedParsing

/// Terminal control sequences and bidirectional overrides are text to this reader: the app
/// cleans them before display. Here they must come through unchanged, or fail cleanly.
@Suite struct HostileTextTests {
    static let hostile = [
        "\u{1B}[2J clear screen",
        "\u{1B}]52;c;ZXZpbA==\u{07} clipboard",
        "\u{9B}31m CSI in one character",
        "\u{202E}txt.exe reversed",
    ]

    @Test(arguments: hostile)
    func jsonKeepsTheTitleAsText(title: String) throws {
        let object: [String: Any] = ["version": "https://jsonfeed.org/version/1.1", "title": title,
                                     "items": [["id": "1", "title": title]]]
        let feed = try parseFeed(JSONSerialization.data(withJSONObject: object))
        #expect(feed.title == title)
        #expect(feed.items.first?.title == title)
    }

    @Test func xmlKeepsCharactersItAllows() throws {
        let title = "\u{9B}31m and \u{202E}reversed"
        let feed = try parseFeed("<rss version=\"2.0\"><channel><item><title>\(title)</title></item></channel></rss>")
        #expect(feed.items.first?.title == title)
        let referenced = try parseFeed("<rss version=\"2.0\"><channel><title>&#x9B;&#x202E;</title></channel></rss>")
        #expect(referenced.title == "\u{9B}\u{202E}")
    }

    @Test func windows1252Byte0x9BIsASingleQuote() throws {
        let document = Data("<?xml version=\"1.0\" encoding=\"windows-1252\"?><rss><channel><title>".utf8)
            + Data([0x9B]) + Data("</title></channel></rss>".utf8)
        #expect(try parseFeed(document).title == "\u{203A}")
    }

    /// XML 1.0 forbids ESC and BEL, written or referenced: such a document is refused, never
    /// half-read.
    @Test(arguments: ["\u{1B}[2J", "&#27;[2J", "\u{1B}]52;c;ZXZpbA==\u{07}"])
    func xmlRefusesControlCharacters(title: String) {
        let error = parseError("<rss version=\"2.0\"><channel><title>\(title)</title></channel></rss>")
        #expect(error.map { if case .malformed = $0 { true } else { false } } == true)
    }
}

@Suite struct HostileNameTests {
    @Test func anEncodingNameCarriesNoEscapeSequenceIntoTheMessage() {
        let error = parseError("<?xml version=\"1.0\" encoding=\"\u{1B}]52;c;x\u{07}\"?><rss/>")
        #expect(error?.description == "the document is written in the encoding 52cx, which is not supported")
    }

    @Test func jsonNestedTooDeeplyFailsCleanly() {
        let depth = 100_000
        let document = "{\"version\": \"1.1\", \"items\": [" + String(repeating: "[", count: depth)
            + String(repeating: "]", count: depth) + "]}"
        #expect(parseError(document)?.description.hasPrefix("the document is not well-formed JSON (too many nested") == true)
    }

    @Test func jsonAfterAByteOrderMark() throws {
        let document = Data([0xEF, 0xBB, 0xBF]) + Data(#"{"version": "1.1", "title": "BOM"}"#.utf8)
        #expect(try parseFeed(document).title == "BOM")
    }
}
