/// Titles are shown as plain text on one line: a title written in HTML (Atom `type="html"` or
/// `"xhtml"`) gives the text it shows, its markup gone and its character references decoded, and
/// every title's runs of white space (line breaks, tabs, indentation) are one space.
enum TitleText {
    /// The text of an HTML title, its lines still apart: `oneLine` joins them.
    static func fromHTML(_ html: String) -> String {
        var tokenizer = HTMLTokenizer(html)
        var renderer = HTMLRenderer()
        renderer.marksLinks = false
        renderer.collectsTables = false
        while let token = tokenizer.next() {
            renderer.consume(token)
        }
        return renderer.finish().text
    }

    /// The feed with its title and its items' titles on one line each.
    static func oneLine(_ feed: ParsedFeed) -> ParsedFeed {
        var feed = feed
        feed.title = oneLine(feed.title)
        for index in feed.items.indices {
            feed.items[index].title = oneLine(feed.items[index].title)
        }
        return feed
    }

    /// Each run of white space one space, none at either end; a no-break space is kept as it is.
    static func oneLine(_ text: String) -> String {
        var line = String.UnicodeScalarView()
        var spaceOwed = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace, !noBreakSpaces.contains(scalar) {
                spaceOwed = !line.isEmpty
            } else {
                if spaceOwed { line.append(" ") }
                spaceOwed = false
                line.append(scalar)
            }
        }
        return String(line)
    }

    /// No-break, figure and narrow no-break space: written so that the words stay together.
    private static let noBreakSpaces: Set<Unicode.Scalar> = ["\u{A0}", "\u{2007}", "\u{202F}"]
}
