@testable import Presentation
import Testing

@Suite("Markdown TeX math")
struct MarkdownMathTests {
    /// `\[ … \]` and `\( … \)` math shows as written: its backslashes, `_` and `*` are TeX's.
    @Test func texMathShowsAsWritten() {
        var footnotes: [String] = []
        let runs = MarkdownInline.parse(#"**so** \[ \int_0^1 x\,dx \] and \( a_1 * b_2 \), not \[x\] \(open"#, footnotes: &footnotes)
        #expect(runs == [
            InlineRun("so", .bold), InlineRun(#" \[ \int_0^1 x\,dx \] and \( a_1 * b_2 \), not \[x\] (open"#),
        ])
    }
}

extension MarkdownMathTests {
    /// `\[` alone on a line, the TeX, `\]` alone: every line as written; a blank line ends an
    /// unclosed block.
    @Test func displayMathOverSeveralLinesShowsAsWritten() {
        #expect(markdownKinds(#"So:\#n\[\#n  \int_0^1 x\,dx = \frac{1}{2}\#n\]\#n\[\#na_1\#n\#n*b*"#) == [
            .text("So:"), .math(#"\["#), .math(#"\int_0^1 x\,dx = \frac{1}{2}"#), .math(#"\]"#),
            .math(#"\["#), .math("a_1"), .blank, .text("*b*"),
        ])
    }
}
