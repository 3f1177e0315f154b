extension HTMLRenderer {
    mutating func open(_ tag: HTMLTag) {
        let name = tag.name
        if HTMLElements.dropped.contains(name) {
            if !(tag.selfClosing && name == "svg") { dropping = (name, 1) }
        } else if HTMLElements.blocks.contains(name) {
            requestNewlines(2)
        } else if HTMLElements.lines.contains(name) {
            requestNewlines(1)
        } else if HTMLElements.lists.contains(name) {
            openList(ordered: name == "ol", start: tag.attribute("start"))
        } else if HTMLElements.preformatted.contains(name) {
            requestNewlines(2)
            push(.preformatted) { $0.preformattedDepth += 1 }
            skipsNextLineFeed = true
        } else if HTMLElements.tableCells.contains(name) {
            if !atLineStart { pendingSpace = Array(" | ".utf8) }
        } else {
            openInline(tag)
        }
    }

    private mutating func openInline(_ tag: HTMLTag) {
        switch tag.name {
        case "br": breakLine()
        case "hr": writeRule()
        case "li": openItem(value: tag.attribute("value"))
        case "blockquote":
            requestNewlines(2)
            push(.quote) { $0.quoteDepth += 1 }
        case "a": openLink(href: tag.attribute("href"))
        case "img": writeImage(alt: tag.attribute("alt"))
        default: break
        }
    }

    mutating func close(_ name: String) {
        if HTMLElements.blocks.contains(name) || HTMLElements.tableCells.contains(name) {
            closeLink()
            if name != "td" && name != "th" { requestNewlines(2) }
        } else if HTMLElements.lines.contains(name) {
            closeLink()
            requestNewlines(1)
        } else if HTMLElements.lists.contains(name) {
            closeList()
        } else if HTMLElements.preformatted.contains(name) {
            closeLink()
            if pop(.preformatted) { requestNewlines(2) }
        } else {
            switch name {
            case "br": breakLine()
            case "li": closeItem()
            case "blockquote":
                closeLink()
                if pop(.quote) { requestNewlines(2) }
            case "a": closeLink()
            default: break
            }
        }
    }

    /// `<br>`: a new line; a second one in a row leaves a blank line, more add nothing.
    private mutating func breakLine() {
        pendingSpace.removeAll()
        pendingNewlines = min(pendingNewlines + 1, max(pendingNewlines, 2))
    }

    private mutating func writeRule() {
        closeLink()
        requestNewlines(2)
        writeContent("---".utf8)
        requestNewlines(2)
    }
}
