@testable import Presentation
import Testing

@Suite("Markdown strikethrough")
struct MarkdownStrikethroughTests {
    /// `~~struck~~` is marked without its tildes; one or three tildes are text.
    @Test func strikethroughLosesItsTildes() {
        var footnotes: [String] = []
        #expect(MarkdownInline.parse("a ~~b **c**~~ ~d~ ~~~e~~~ ~~f", footnotes: &footnotes) == [
            InlineRun("a "), InlineRun("b ", .strikethrough), InlineRun("c", [.strikethrough, .bold]), InlineRun(" ~d~ ~~~e~~~ ~~f"),
        ])
    }
}
