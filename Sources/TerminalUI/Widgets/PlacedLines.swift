import Presentation

/// A reader's text laid out paragraph by paragraph, with where each line starts in the text
/// (`TextPlace`), so that the reader keeps its place when the text is laid out at another width.
struct PlacedLines {
    private(set) var lines: [[Span]] = []
    private(set) var places: [TextPlace] = []
    private var paragraphCount = 0

    /// Adds the lines one paragraph was wrapped into (a blank line between blocks is one too).
    mutating func append(paragraph wrapped: [[Span]]) {
        let counts = wrapped.map { line in line.reduce(0) { count, span in count + span.text.count { $0 != " " } } }
        places += TextPlace.lines(ofParagraph: paragraphCount, characterCounts: counts)
        lines += wrapped
        paragraphCount += 1
    }
}
