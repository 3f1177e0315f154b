/// Plain text (JSON Feed `content_text` and `summary`, Atom `type="text"`) as HTML showing the
/// same: every summary and content is HTML to the app, which renders it with `renderHTML(_:)`,
/// where a line break of the text would collapse into a space.
enum PlainTextHTML {
    /// `&`, `<` and `>` escaped; each line break a `<br>`, so a blank line stays one.
    static func html(_ text: String) -> String {
        lines(of: text).map { XHTMLWriter.escaped(String($0), quote: false) }.joined(separator: "<br>")
    }

    /// `html(_:)` with each `http://` or `https://` address in the text a link to itself: text
    /// written for people (a video's description) gives its addresses bare.
    static func htmlLinkingAddresses(_ text: String) -> String {
        lines(of: text).map(linkingAddresses).joined(separator: "<br>")
    }

    private static func lines(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
    }

    private static func linkingAddresses(in line: Substring) -> String {
        var html = ""
        var rest = line
        while let match = rest.firstMatch(of: #/(?i)https?://[^\s<>"]+/#) {
            let address = withoutTrailingPunctuation(match.output)
            html += XHTMLWriter.escaped(String(rest[..<match.range.lowerBound]), quote: false)
            html += "<a href=\"\(XHTMLWriter.escaped(String(address), quote: true))\">"
            html += XHTMLWriter.escaped(String(address), quote: false) + "</a>"
            rest = rest[address.endIndex...]
        }
        return html + XHTMLWriter.escaped(String(rest), quote: false)
    }

    /// A sentence's full stop or a closing bracket after an address is not part of it; a `)`
    /// that closes a `(` inside it (`…/Foo_(bar)`) is.
    private static func withoutTrailingPunctuation(_ address: Substring) -> Substring {
        var address = address
        while let last = address.last {
            let unbalanced = last == ")" && address.filter { $0 == "(" }.count < address.filter { $0 == ")" }.count
            guard ".,;:!?'".contains(last) || unbalanced else { break }
            address = address.dropLast()
        }
        return address
    }
}
