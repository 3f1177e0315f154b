import Foundation

/// TOMLKit's words for the mistakes people make by hand, said as what to do: its "unescaped
/// control characters other than TAB" is a string left open at the end of its line (the line
/// break is the control character), which nobody would guess.
enum TOMLSyntaxError {
    /// `line` is the text of the line the error names, when known.
    static func explained(_ description: String, line: String? = nil) -> String {
        // Pasted from a word processor or a web page: TOMLKit sees no quote at all.
        if let line, line.contains(where: { "“”‘’„«»".contains($0) }) {
            return "the quotes on this line are typographic (“…”); TOML takes straight ones: \"…\""
        }
        if description.contains("parsing string"), description.contains("control characters") {
            return "a string is not closed on this line (or holds a control character): end it with \" on its line; "
                + "a line break inside one is written \\n"
        }
        if description.contains("parsing literal string"), description.contains("control characters") {
            return "a string is not closed on this line (or holds a control character): end it with ' on its line"
        }
        if description.contains("could not determine value type") {
            return "this value is not one TOML knows: text is written in quotes (key = \"text\"), "
                + "numbers and true or false as they are"
        }
        if description.contains("unknown escape sequence") {
            return "a string holds a backslash TOML does not know: write \\\\ for one, or put the text in 'single quotes'"
        }
        if description.contains("parsing table header"), description.contains("expected ']'") {
            return "a table's name is not closed: end it with ]"
        }
        if let name = quoted(after: "cannot redefine existing table", in: description) {
            return "[\(name)] is written twice; write a table once, with all its keys under it"
        }
        if let name = quoted(after: "cannot redefine existing", in: description) {
            return "\(name) is set twice in this table; keep one"
        }
        if description.contains("parsing array"), description.contains("closing ']'") {
            return "an array is not closed: end it with ], its items separated by commas"
        }
        if description.contains("parsing inline table"), description.contains("closing '}'") {
            return "an inline table is not closed on its line: end it with }"
        }
        if description.contains("end-of-file") {
            return "the file ends inside something opened on this line (a string, an array or a table's name)"
        }
        return description
    }

    /// `name` of "… cannot redefine existing string 'name'".
    private static func quoted(after words: String, in description: String) -> Substring? {
        guard let start = description.range(of: words),
              let open = description[start.upperBound...].firstIndex(of: "'"),
              let close = description[description.index(after: open)...].firstIndex(of: "'") else { return nil }
        return description[description.index(after: open)..<close]
    }
}
