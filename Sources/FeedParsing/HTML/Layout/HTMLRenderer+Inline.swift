extension HTMLRenderer {
    /// An `a` with a non-blank href starts a link (closing one left open); without, it is text.
    mutating func openLink(href: String?) {
        closeLink()
        guard marksLinks, let href = href?.trimmingHTMLWhitespace(), !href.isEmpty else { return }
        links.open = links.number(for: href)
        links.outputCountAtOpen = output.count
    }

    /// Writes the open link's marker right after its text, before any space or break owed; a
    /// link without text gets its marker where its text would have been.
    mutating func closeLink() {
        guard let number = links.open else { return }
        links.open = nil
        let marker = "[\(number)]".utf8
        if output.count > links.outputCountAtOpen {
            output.append(contentsOf: marker)
        } else {
            writeContent(marker)
        }
    }

    /// `[image: alt]`, its whitespace collapsed, or `[image]` without alt text; a space apart
    /// from the text on either side, as a picture stands apart on a page. An image with a `src`
    /// (or a lazy loader's `data-src`, `srcset`: `imageSource`) is a link too, its marker after a
    /// space (`[image: alt] [N]`): a terminal shows a picture
    /// only by opening it. Its `title`, unless the alt text says the same, follows in
    /// parentheses: a webcomic's (xkcd's) punchline is there.
    mutating func writeImage(_ tag: HTMLTag) {
        if !atLineStart, pendingSpace.isEmpty { pendingSpace = [UInt8(ascii: " ")] }
        let alt = Self.collapsed(tag.attribute("alt"))
        writeContent((alt.isEmpty ? "[image]" : "[image: " + alt + "]").utf8)
        // In a link (a thumbnail linking to the full picture) the link's marker is the one:
        // `[image: thumb][N]`, not a second number before it.
        if marksLinks, links.open == nil, let src = Self.imageSource(tag) {
            writeContent(" [\(links.number(for: src))]".utf8)
        }
        let title = Self.collapsed(tag.attribute("title"))
        if !title.isEmpty, title != alt { writeContent(" (\(title))".utf8) }
        pendingSpace = [UInt8(ascii: " ")]
    }

    /// The attribute's words, one space apart.
    private static func collapsed(_ attribute: String?) -> String {
        (attribute ?? "").split(whereSeparator: { $0.isASCII && $0.asciiValue.map(\.isHTMLWhitespace) == true })
            .joined(separator: " ")
    }
}

extension String {
    /// Without HTML whitespace (space, tab, LF, FF, CR) at either end.
    func trimmingHTMLWhitespace() -> String {
        let bytes = Array(utf8)
        guard let first = bytes.firstIndex(where: { !$0.isHTMLWhitespace }),
            let last = bytes.lastIndex(where: { !$0.isHTMLWhitespace })
        else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }
}
