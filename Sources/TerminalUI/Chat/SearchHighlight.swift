/// Marks the occurrences of a search in a line of styled spans, ignoring case, so that the
/// matches of the chat's search stand out wherever they are on screen.
enum SearchHighlight {
    static func mark(_ query: String, in spans: [Span], style: Style) -> [Span] {
        let text = spans.map(\.text).joined()
        let ranges = matches(of: query, in: text)
        guard !ranges.isEmpty else { return spans }
        var result: [Span] = [], offset = 0
        for span in spans {
            let characters = Array(span.text)
            var piece = "", pieceIsMatch: Bool?
            for (index, character) in characters.enumerated() {
                let isMatch = ranges.contains { $0.contains(offset + index) }
                if pieceIsMatch != isMatch, !piece.isEmpty {
                    result.append(Span(piece, pieceIsMatch == true ? style : span.style))
                    piece = ""
                }
                pieceIsMatch = isMatch
                piece.append(character)
            }
            if !piece.isEmpty { result.append(Span(piece, pieceIsMatch == true ? style : span.style)) }
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
