import Presentation
import Testing

/// A reply's preview reads as the chat shows the reply, not as its Markdown source.
@Suite("MarkdownPlainText")
struct MarkdownPlainTextTests {
    @Test func marksFencesAndFootnoteNumbersAreDropped() {
        let reply = "# Title\nA **bold** and `code` [link](https://example.com).\n\n```sh\nls -l\n```\n- item *one*"
        #expect(MarkdownPlainText.of(reply) == "Title A bold and code link. ls -l item one")
    }

    @Test func onlyTheLinesNeededAreRead() {
        let reply = Array(repeating: "word word word", count: 10_000).joined(separator: "\n")
        #expect(MarkdownPlainText.of(reply, limit: 30).count < 60)
    }
}
