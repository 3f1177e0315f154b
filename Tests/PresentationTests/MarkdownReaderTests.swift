@testable import Presentation
import Testing

/// The kinds of `text`'s lines, read in order by one reader.
func markdownKinds(_ text: String) -> [MarkdownLine.Kind] {
    var reader = MarkdownReader()
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { reader.read($0).kind }
}

@Suite("Markdown reader, inline runs and code blocks")
struct MarkdownReaderTests {

    @Test func blockKinds() {
        #expect(markdownKinds("## Head ##\ntext\n* a\n2) b\n***\n```js\nx\n```") == [
            .heading(level: 2, text: "Head"), .text("text"), .item(marker: "•", text: "a"), .item(marker: "2)", text: "b"),
            .rule, .fenceOpen(number: 1, language: "js"), .code("x"), .fenceClose,
        ])
    }

    @Test func aFenceInsideAListItemTakesItsIndentationOffTheCode() {
        var reader = MarkdownReader()
        _ = reader.read("1. run:")
        let open = reader.read("   ```sh")
        #expect(open.kind == .fenceOpen(number: 1, language: "sh") && open.indent == 3)
        #expect(reader.read("   make test  ").kind == .code("make test  "))
    }

    @Test func inlineRuns() {
        var footnotes: [String] = []
        let runs = MarkdownInline.parse(#"a **b** ***c*** `d*` \*e snake_case_name _f_ ![img](u) <https://z>"#, footnotes: &footnotes)
        #expect(runs == [
            InlineRun("a "), InlineRun("b", .bold), InlineRun(" "), InlineRun("c", [.bold, .italic]), InlineRun(" "),
            InlineRun("d*", .code), InlineRun(" *e snake_case_name "), InlineRun("f", .italic), InlineRun(" "),
            InlineRun("[image: ", .picture), InlineRun("img", .link), InlineRun("]", .picture), InlineRun("[1]", .footnote), InlineRun(" "), InlineRun("https://z", .link),
        ])
        #expect(footnotes == ["u"])
    }

    @Test func unclosedMarksStayAsWritten() {
        var footnotes: [String] = []
        #expect(MarkdownInline.parse("**open `tick [link](", footnotes: &footnotes) == [InlineRun("**open `tick [link](")])
    }

    @Test func entityReferencesShowTheirCharacterButNotInCode() {
        var footnotes: [String] = []
        let runs = MarkdownInline.parse("R&amp;D &lt;b&gt; it&#39;s &#x1F600; `&amp;` & AT&T &bogus; &#0;", footnotes: &footnotes)
        #expect(runs == [InlineRun("R&D <b> it's 😀 "), InlineRun("&amp;", .code), InlineRun(" & AT&T &bogus; &#0;")])
    }

    @Test func codeBlocksAreTheirExactLinesWithoutTheLastLineBreak() {
        let text = "Try:\n```sh\nls -l  \n\tcat x\n```\nor\n~~~\nopen\n"
        let blocks = MarkdownCodeBlock.blocks(in: text)
        #expect(blocks == [
            MarkdownCodeBlock(number: 1, language: "sh", text: "ls -l  \n\tcat x"),
            MarkdownCodeBlock(number: 2, language: "", text: "open\n"),
        ])
    }
}
