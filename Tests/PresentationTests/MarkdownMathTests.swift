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
