@testable import Presentation
import Testing

/// Indented code blocks as the reader classifies and numbers them, and as they are copied.
@Suite("Markdown reader: indented code")
struct MarkdownIndentedCodeReaderTests {
    @Test func fourSpacesOrATabAfterABlankLineOrAtTheStartAreCode() {
        #expect(markdownKinds("    let a = 1\n\tif b {\n      c()\n\nafter") == [
            .indentedCodeOpen(number: 1, code: "let a = 1"), .code("if b {"), .code("  c()"), .blank, .text("after"),
        ])
        #expect(markdownKinds("Intro:\n\n  \t```\n\n# Head\n    x") == [
            .text("Intro:"), .blank, .indentedCodeOpen(number: 1, code: "```"), .blank,
            .heading(level: 1, text: "Head"), .indentedCodeOpen(number: 2, code: "x"),
        ])
    }

    /// Blank lines between indented lines are the block's: the next indented line goes on with it.
    @Test func blankLinesInsideABlockKeepItOpenAndItsNumber() {
        #expect(markdownKinds("    a\n\n\n    b\n```\nc\n```") == [
            .indentedCodeOpen(number: 1, code: "a"), .blank, .blank, .code("b"),
            .fenceOpen(number: 2, language: ""), .code("c"), .fenceClose,
        ])
    }

    @Test func anIndentedLineGoesOnAParagraphAndAListItemStaysItsText() {
        #expect(markdownKinds("text\n    more") == [.text("text"), .text("more")])
        #expect(markdownKinds("> quoted\n    lazy") == [.text("quoted"), .text("lazy")])
        let list = markdownKinds("- item\n\n    more of it\n1. next\n        deeper")
        #expect(!list.contains { if case .indentedCodeOpen = $0 { true } else { false } })
        #expect(list[2] == .text("more of it"))
    }

    @Test func insideAQuote() {
        var reader = MarkdownReader()
        let first = reader.read(">     code")
        #expect(first.kind == .indentedCodeOpen(number: 1, code: "code") && first.quoteDepth == 1)
        #expect(reader.read(">").kind == .blank)
        #expect(reader.read(">     more").kind == .code("more"))
    }

    /// Copied as its lines without their four columns; blank lines inside kept, those after not;
    /// numbered with the fenced blocks, as the counter of a streaming reply counts them.
    @Test func indentedBlocksAreCopiedAndCountedWithFencedOnes() {
        let text = "Run:\n\n    make\n\n      make test\n\n\nThen:\n```sh\nls\n```\n\n    done\n"
        #expect(MarkdownCodeBlock.blocks(in: text) == [
            MarkdownCodeBlock(number: 1, language: "", text: "make\n\n  make test"),
            MarkdownCodeBlock(number: 2, language: "sh", text: "ls"),
            MarkdownCodeBlock(number: 3, language: "", text: "done"),
        ])
        var counter = CodeBlockCounter()
        #expect(counter.count(in: "Run:\n\n    ma") == 1)
        #expect(counter.count(in: text) == 3)
    }
}
