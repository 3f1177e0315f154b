/// TOMLKit's words for the mistakes people make by hand, said as what to do: its "unescaped
/// control characters other than TAB" is a string left open at the end of its line (the line
/// break is the control character), which nobody would guess.
enum TOMLSyntaxError {
    static func explained(_ description: String) -> String {
        if description.contains("parsing string"), description.contains("control characters") {
            return "a string is not closed on this line (or holds a control character): end it with \" on its line; "
                + "a line break inside one is written \\n"
        }
        if description.contains("parsing literal string"), description.contains("control characters") {
            return "a string is not closed on this line (or holds a control character): end it with ' on its line"
        }
        if description.contains("could not determine value type") {
            return "this value is not one TOML knows: text is written in quotes (model = \"llama3\"), "
                + "numbers and true or false as they are"
        }
        if description.contains("end-of-file") {
            return "the file ends inside something opened on this line (a string, an array or a table's name)"
        }
        return description
    }
}
