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

    /// The character offsets of each occurrence of `query` in `text`, ignoring case.
    static func matches(of query: String, in text: String) -> [Range<Int>] {
        let needle = Array(query.lowercased()), haystack = Array(text.lowercased())
        guard !needle.isEmpty, haystack.count >= needle.count, haystack.count == text.count else { return [] }
        var ranges: [Range<Int>] = [], index = 0
        while index + needle.count <= haystack.count {
            if haystack[index..<(index + needle.count)].elementsEqual(needle) {
                ranges.append(index..<(index + needle.count))
                index += needle.count
            } else {
                index += 1
            }
        }
        return ranges
    }
}
