import Presentation

/// Where a very long source line is cut for `MarkdownLines`, and how its later segments show.
/// The cuts depend only on the line's text, so a reply laid out piece by piece and the same
/// reply laid out at once are cut at the same places.
enum LineSegments {
    /// A line this long (in UTF-8 bytes) or longer is cut.
    static let longLine = 4096
    /// About how much of it goes into a segment.
    static let segment = 2048

    /// The first segment of `line` and the rest, when it is long enough to be cut: after its last
    /// space within `segment` bytes, or at `segment` bytes (between characters) when there is none,
    /// but then before an entity reference that the cut would split (`&amp;` shown as `&am` and
    /// `p;`): a segment's text is decoded on its own.
    static func cut(_ line: Substring) -> (Substring, Substring)? {
        guard line.utf8.count >= longLine else { return nil }
        var bytes = 0, end = line.startIndex, afterSpace: String.Index?, lastAmpersand: String.Index?
        for index in line.indices {
            let size = line[index].utf8.count
            if bytes + size > segment { break }
            bytes += size
            end = line.index(after: index)
            if line[index] == " " { afterSpace = end }
            if line[index] == "&" { lastAmpersand = index } else if line[index] == ";" { lastAmpersand = nil }
        }
        let cut = afterSpace ?? beforeOpenReference(lastAmpersand, end: end, in: line) ?? end
        return (line[..<cut], line[cut...])
    }

    /// Where to cut instead of `end` when an `&` close before it has no `;` yet: before the `&`,
    /// unless that leaves nothing before it. A reference is at most 33 characters
    /// (`InlineScanner.entity`), so an `&` further back is no reference that `end` splits.
    private static func beforeOpenReference(_ ampersand: String.Index?, end: String.Index, in line: Substring) -> String.Index? {
        guard let ampersand, ampersand > line.startIndex, line.distance(from: ampersand, to: end) < 34 else { return nil }
        return ampersand
    }

    /// A later segment of a line that `first` classified: text under the same indentation (a
    /// list item's under its text), code as code, a heading's words as heading.
    static func continuation(of first: MarkdownLine, with text: String) -> MarkdownLine {
        switch first.kind {
        case .item(let marker, _):
            MarkdownLine(.text(text), quoteDepth: first.quoteDepth, indent: first.indent + marker.count + 1)
        case .heading(let level, _):
            MarkdownLine(.heading(level: level, text: text), quoteDepth: first.quoteDepth, indent: first.indent)
        case .code, .indentedCodeOpen:
            MarkdownLine(.code(text), quoteDepth: first.quoteDepth, indent: first.indent)
        default:
            MarkdownLine(.text(text), quoteDepth: first.quoteDepth, indent: first.indent)
        }
    }
}
