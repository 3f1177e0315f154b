/// A message's text as the lines of a Markdown block quote.
///
/// Every line starts with "> " (">" when empty), so the quote holds the whole text: a code fence
/// left open inside ends with the quote, and a "#" line is a heading inside it. A line followed
/// by another line of text ends with two spaces, a hard break, so line breaks show as typed;
/// not inside code (a fenced block or an indented line), where the spaces would be part of the
/// code, nor before a fence.
enum MarkdownQuote {
    static func lines(of text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var fence: Fence?
        var quoted: [String] = []
        for (index, line) in lines.enumerated() {
            let inCode = fence != nil || line.hasPrefix("    ") || line.hasPrefix("\t")
            if let open = fence {
                if open.isClosed(by: line) { fence = nil }
            } else {
                fence = Fence(opening: line)
            }
            let next = index + 1 < lines.count ? lines[index + 1] : ""
            let nextIsText = !next.allSatisfy(\.isWhitespace) && Fence(opening: next) == nil
            let hardBreak = !line.allSatisfy(\.isWhitespace) && nextIsText && !inCode && fence == nil
            quoted.append(line.isEmpty ? ">" : "> \(line)\(hardBreak ? "  " : "")")
        }
        return quoted
    }

    /// An open code fence: ``` or ~~~ (three or more), after at most three spaces.
    private struct Fence {
        let marker: Character
        let length: Int

        init?(opening line: Substring) {
            let body = line.drop { $0 == " " }
            guard line.count - body.count <= 3, let first = body.first, first == "`" || first == "~" else { return nil }
            let run = body.prefix { $0 == first }
            guard run.count >= 3, first == "~" || !body.dropFirst(run.count).contains("`") else { return nil }
            marker = first
            length = run.count
        }

        /// A closing fence: the same character, at least as many, nothing after but spaces.
        func isClosed(by line: Substring) -> Bool {
            let body = line.drop { $0 == " " }
            guard line.count - body.count <= 3 else { return false }
            let run = body.prefix { $0 == marker }
            return run.count >= length && body.dropFirst(run.count).allSatisfy { $0 == " " || $0 == "\t" }
        }
    }
}
