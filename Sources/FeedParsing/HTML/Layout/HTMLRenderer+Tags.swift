extension HTMLRenderer {
    mutating func open(_ tag: HTMLTag) {
        guard let kind = HTMLElementKind.of(tag.name) else { return }
        switch kind {
        case .dropped:
            if tag.name == "iframe" { writeEmbed(tag) }
            if !(tag.selfClosing && tag.name == "svg") { dropping = (tag.name, 1) }
        case .block: requestNewlines(2)
        case .line: requestNewlines(1)
        case .list(let ordered): openList(ordered: ordered, start: tag.attribute("start"))
        case .preformatted:
            requestNewlines(2)
            push(.preformatted) { $0.preformattedDepth += 1 }
            skipsNextLineFeed = true
        case .table: openTable(tag)
        case .tableRow: openTableRow()
        case .tableCell(let header): openTableCell(tag, header: header)
        case .tableCaption: openTableCaption()
        case .tableHeaderSection(let isHeader): tableHeaderSection(isHeader)
        case .lineBreak: breakLine()
        case .rule: writeRule()
        case .item: openItem(value: tag.attribute("value"))
        case .quote:
            requestNewlines(2)
            push(.quote) { $0.quoteDepth += 1 }
        case .link: openLink(href: tag.attribute("href"))
        case .image: writeImage(tag)
        case .media: openMedia(tag)
        case .mediaSource: mediaSource(tag)
        case .wordBreak: writeWordBreak()
        case .script(let superscript): openScript(superscript: superscript)
        case .rubyText: if tag.name == "rt" { openRubyText() }
        }
    }

    /// An end tag without its start tag closes nothing, but still breaks the line where its
    /// element would (`</p>` alone leaves a blank line, as in a browser).
    mutating func close(_ name: String) {
        guard let kind = HTMLElementKind.of(name) else { return }
        switch kind {
        case .block:
            closeLink()
            requestNewlines(2)
        case .line:
            closeLink()
            requestNewlines(1)
        case .list: closeList()
        case .preformatted:
            closeLink()
            if pop(.preformatted) { requestNewlines(2) }
        case .table: closeTable()
        case .tableRow: closeTableRow()
        case .tableCell: closeTableCell()
        case .tableCaption: closeTableCaption()
        case .tableHeaderSection: tableHeaderSection(false)
        case .link: closeLink()
        case .lineBreak: breakLine()
        case .item: closeItem()
        case .quote:
            closeLink()
            if pop(.quote) { requestNewlines(2) }
        case .media: closeMedia()
        case .script: closeScript()
        case .rubyText: closeRubyText()
        case .dropped, .rule, .image, .mediaSource, .wordBreak: break
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
