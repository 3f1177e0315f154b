/// Titles are shown as plain text on one line: a title written in HTML (Atom `type="html"` or
/// `"xhtml"`) gives the text it shows, its markup gone and its character references decoded.
enum TitleText {
    static func fromHTML(_ html: String) -> String {
        var tokenizer = HTMLTokenizer(html)
        var renderer = HTMLRenderer()
        renderer.marksLinks = false
        while let token = tokenizer.next() {
            renderer.consume(token)
        }
        return renderer.finish().text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
