/// Plain text (JSON Feed `content_text` and `summary`, Atom `type="text"`) as HTML showing the
/// same: every summary and content is HTML to the app, which renders it with `renderHTML(_:)`,
/// where a line break of the text would collapse into a space.
enum PlainTextHTML {
    /// `&`, `<` and `>` escaped; each line break a `<br>`, so a blank line stays one.
    static func html(_ text: String) -> String {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            .map { XHTMLWriter.escaped(String($0), quote: false) }
            .joined(separator: "<br>")
    }
}
