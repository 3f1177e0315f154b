import Domain

/// Marks the occurrences of a search in a line of styled spans, so that the matches of the
/// chat's search (case ignored) and of a reader's (`ReaderSearch`) stand out on screen.
enum SearchHighlight {
    static func mark(_ query: String, in spans: [Span], style: Style) -> [Span] {
        let text = spans.map(\.text).joined()
        return mark(matches(of: query, in: text).map { ($0, style) }, in: spans)
    }

    /// The spans with the characters at each range (character offsets in the line) in its style.
    static func mark(_ ranges: [(Range<Int>, Style)], in spans: [Span]) -> [Span] {
        guard !ranges.isEmpty else { return spans }
        var result: [Span] = [], offset = 0
        for span in spans {
            let characters = Array(span.text)
            var piece = "", pieceStyle: Style?
            for (index, character) in characters.enumerated() {
                let style = ranges.first { $0.0.contains(offset + index) }?.1 ?? span.style
                if pieceStyle != style, !piece.isEmpty {
                    result.append(Span(piece, pieceStyle ?? span.style))
                    piece = ""
                }
                pieceStyle = style
                piece.append(character)
            }
            if !piece.isEmpty { result.append(Span(piece, pieceStyle ?? span.style)) }
            offset += characters.count
        }
        return result
    }

    /// The character offsets of each occurrence of `query` in `text`, folded as the search
    /// that found it folds them (`TextFolding`: any case, accents or width).
    static func matches(of query: String, in text: String) -> [Range<Int>] {
        TextFolding.ranges(of: TextFolding.folded(query), in: text).map { found in
            let start = text.distance(from: text.startIndex, to: found.lowerBound)
            return start..<start + text[found].count
        }
    }
}
