/// The shapes of block syntax, each from one line's text.
extension MarkdownReader {
    /// Takes the `>` marks (and a space after each) off the start; returns how many there were.
    static func stripQuotes(_ line: inout Substring) -> Int {
        var depth = 0
        while true {
            let body = line.drop { $0 == " " }
            guard line.count - body.count < 4, body.first == ">" else { return depth }
            line = body.dropFirst()
            if line.first == " " { line = line.dropFirst() }
            depth += 1
        }
    }

    /// `line` without its quote marks and the spaces before its text, as a view shows a line
    /// of text (a table's row while the table is not laid out yet, say).
    public static func body(of line: Substring) -> Substring {
        var rest = line
        _ = stripQuotes(&rest)
        return rest.drop { $0 == " " || $0 == "\t" }
    }

    /// The columns of leading spaces and tabs (a tab to the next multiple of 4).
    static func leadingColumns(_ line: Substring) -> Int {
        var columns = 0
        for character in line {
            if character == " " {
                columns += 1
            } else if character == "\t" {
                columns += 4 - columns % 4
            } else {
                break
            }
        }
        return columns
    }

    /// Three or more of one of `-`, `*`, `_`, with spaces between allowed and nothing else.
    static func isRule(_ body: Substring) -> Bool {
        guard let mark = body.first, "-*_".contains(mark) else { return false }
        let marks = body.filter { $0 != " " && $0 != "\t" }
        return marks.count >= 3 && marks.allSatisfy { $0 == mark }
    }

    /// `#` to `######` then a space (or nothing): the heading's level and text, closing `#`s off.
    static func heading(_ body: Substring) -> MarkdownLine.Kind? {
        let marks = body.prefix { $0 == "#" }
        guard (1...6).contains(marks.count) else { return nil }
        let rest = body.dropFirst(marks.count)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        var text = rest.trimmingSpaces
        let closing = text.reversed().prefix { $0 == "#" }.count
        if closing > 0, closing == text.count || text.dropLast(closing).last == " " {
            text = text.dropLast(closing).trimmingSpaces
        }
        return .heading(level: marks.count, text: String(text))
    }

    /// `-`, `*` or `+`, or 1–9 digits then `.` or `)`, then a space (or nothing): the marker as
    /// it is shown (a number as written, with its `.` or `)`) and the item's text.
    static func listMarker(_ body: Substring) -> (String, Substring)? {
        guard let first = body.first else { return nil }
        if "-*+".contains(first) {
            let rest = body.dropFirst()
            guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
            return ("-", rest.drop { $0 == " " || $0 == "\t" })
        }
        let digits = body.prefix { $0.isASCII && $0.isNumber }
        guard (1...9).contains(digits.count) else { return nil }
        let after = body.dropFirst(digits.count)
        guard let delimiter = after.first, delimiter == "." || delimiter == ")" else { return nil }
        let rest = after.dropFirst()
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        return (digits + String(delimiter), rest.drop { $0 == " " || $0 == "\t" })
    }
}

extension Substring {
    /// Without spaces and tabs at either end.
    var trimmingSpaces: Substring {
        var trimmed = self
        while let first = trimmed.first, first == " " || first == "\t" { trimmed = trimmed.dropFirst() }
        while let last = trimmed.last, last == " " || last == "\t" { trimmed = trimmed.dropLast() }
        return trimmed
    }
}
