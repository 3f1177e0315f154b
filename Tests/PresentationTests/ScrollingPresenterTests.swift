import Presentation
import Testing

/// A reader's offset follows the text, not the line count, when the text is laid out anew.
@MainActor
@Suite("Reader scrolling: a new layout")
struct ScrollingPresenterTests {
    /// Paragraph 0 in three lines of 10 characters, a blank line, paragraph 2 in two lines.
    private let narrow = TextPlace.lines(ofParagraph: 0, characterCounts: [10, 10, 10])
        + TextPlace.lines(ofParagraph: 1, characterCounts: [0]) + TextPlace.lines(ofParagraph: 2, characterCounts: [10, 5])
    /// The same text wider: paragraph 0 in two lines of 15, a blank line, paragraph 2 in one.
    private let wide = TextPlace.lines(ofParagraph: 0, characterCounts: [15, 15])
        + TextPlace.lines(ofParagraph: 1, characterCounts: [0]) + TextPlace.lines(ofParagraph: 2, characterCounts: [15])

    @Test func theLineHoldingTheTextThatWasAtTheTopComesToTheTop() {
        let reader = Harness().article("fx-biz-coffee")
        reader.textLaidOut(narrow, shownTop: 0)
        #expect(reader.scrollOffset == 0, "the first layout moves nothing")
        reader.scrollOffset = 2
        reader.textLaidOut(wide, shownTop: 2)
        #expect(reader.scrollOffset == 1, "character 20 of paragraph 0 is on the wide layout's second line")
        reader.textLaidOut(wide, shownTop: 1)
        #expect(reader.scrollOffset == 1, "the same lines again move nothing")
        reader.textLaidOut(narrow, shownTop: 1)
        #expect(reader.scrollOffset == 1, "character 15 is on the narrow layout's second line")
        reader.scrollOffset = 5
        reader.textLaidOut(wide, shownTop: 4)
        #expect(reader.scrollOffset == 3, "the top drawn counts, not an offset the view clamped")
    }
}
