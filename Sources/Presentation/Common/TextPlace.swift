/// Where a line of a reader's text starts, in terms that no layout changes: the paragraph (a
/// logical line of the text, counted as the view splits it) and how many of its characters come
/// before the line, spaces left out, since a wrap only drops spaces and indents with them. The
/// reader keeps the text at the top by it when the text is laid out anew at another width.
public struct TextPlace: Sendable, Hashable, Comparable {
    public let paragraph: Int
    public let character: Int

    /// The places of the lines that paragraph number `paragraph` was wrapped into, from how many
    /// characters each line holds, spaces left out.
    public static func lines(ofParagraph paragraph: Int, characterCounts: [Int]) -> [TextPlace] {
        var before = 0
        return characterCounts.map { count in
            defer { before += count }
            return TextPlace(paragraph: paragraph, character: before)
        }
    }

    public static func < (lhs: TextPlace, rhs: TextPlace) -> Bool {
        (lhs.paragraph, lhs.character) < (rhs.paragraph, rhs.character)
    }
}
