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
    /// from the text on either side, as a picture stands apart on a page.
    mutating func writeImage(alt: String?) {
        let words = (alt ?? "").split(whereSeparator: { $0.isASCII && $0.asciiValue.map(\.isHTMLWhitespace) == true })
        if !atLineStart, pendingSpace.isEmpty { pendingSpace = [UInt8(ascii: " ")] }
        writeContent((words.isEmpty ? "[image]" : "[image: " + words.joined(separator: " ") + "]").utf8)
        pendingSpace = [UInt8(ascii: " ")]
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
