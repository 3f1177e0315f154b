/// Plain text (JSON Feed `content_text` and `summary`, Atom `type="text"`) as HTML showing the
/// same: every summary and content is HTML to the app, which renders it with `renderHTML(_:)`,
/// where a line break of the text would collapse into a space.
enum PlainTextHTML {
    /// `&`, `<` and `>` escaped; each line break a `<br>`, so a blank line stays one.
    static func html(_ text: String) -> String {
        var html = ""
        html.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": html += "&amp;"
            case "<": html += "&lt;"
            case ">": html += "&gt;"
            case "\n", "\r\n", "\r": html += "<br>"
            default: html.append(character)
            }
        }
        return html
    }
}
