@testable import Presentation
import Testing

@Suite("Markdown images")
struct MarkdownImageTests {
    /// An image says it is one, as feed articles mark pictures; without alt text it is `[image]`.
    @Test func anImageWithoutAltTextIsMarked() {
        var footnotes: [String] = ["a"]
        #expect(MarkdownInline.parse("![](b)", footnotes: &footnotes) == [
            InlineRun("[image", .picture), InlineRun("]", .picture), InlineRun("[2]", .footnote),
        ])
    }
}
