import Presentation

/// What both readers (news articles and feed items) draw below their header: the text scrolled
/// to the presenter's offset, and a footer with the link on the left and how far down the reader
/// is on the right. The link is what `o` opens, so where the footer is short the place gives way
/// first: its list's name is cut, then only "3 of 11" is left, then nothing, before the link is cut.
struct ReaderBody {
    let lines: [[Span]]
    /// The address the footer shows, as `LinkDisplay` shows it.
    let link: String
    /// Written before the percentage: "3 of 11 in Business" (both readers write it so), or empty.
    let place: String
    /// The search in the text, if one is shown: its matches are marked and, while its query is
    /// typed, its prompt takes the footer's place.
    var search: ReaderSearch?
    /// How much of a long text is laid out, in percent, while the rest is: the footer says so
    /// in place of how far down the reader is.
    var layoutProgress: Int?

    /// Draws the text and the footer (or the search's prompt); returns how far the text can scroll and a page's height.
    func render(
        in area: Rect, footer: Rect, width: Int, scrollOffset: Int, buffer: inout ScreenBuffer, theme: Theme
    ) -> (maxOffset: Int, pageSize: Int) {
        let maxOffset = max(0, lines.count - area.height)
        let top = min(scrollOffset, maxOffset)
        Paragraph(lines: marked(from: top, count: area.height, theme: theme)).render(in: area, buffer: &buffer, scroll: top)
        buffer.focus = (area.x, area.y)
        if let search, search.isEditing {
            renderPrompt(search, in: footer, buffer: &buffer, theme: theme)
            return (maxOffset, max(1, area.height - 1))
        }
        let percent = maxOffset == 0 ? 100 : min(100, scrollOffset * 100 / maxOffset)
        let percentText = Span(layoutProgress.map { " laying out the text… \($0)%" } ?? " \(percent)%", theme.style(.muted))
        let link = Span(TextSanitizer.clean(LinkDisplay.shown(self.link)), theme.style(.link))
        let shownRight = shownPlace(in: width - link.width - percentText.width, theme: theme) + [percentText]
        let left = [link].truncated(to: max(0, width - shownRight.displayWidth))
        buffer.write(left, x: footer.x, y: footer.y, clip: footer)
        buffer.write(shownRight, x: footer.maxX - shownRight.displayWidth, y: footer.y, clip: footer)
        return (maxOffset, max(1, area.height - 1))
    }

    /// The place as it fits in `room` cells: whole; whole without its " ·"; its list's name cut,
    /// while a few letters of it stay; "3 of 11" alone; or nothing.
    private func shownPlace(in room: Int, theme: Theme) -> [Span] {
        guard !place.isEmpty else { return [] }
        let whole = [Span(" " + place + " ·", theme.style(.muted))]
        if whole.displayWidth <= room { return whole }
        // Only the separator is short of room: it goes, and no "…" says letters went that did not.
        let withoutSeparator = [Span(" " + place, theme.style(.muted))]
        if withoutSeparator.displayWidth <= room { return withoutSeparator }
        let count = place.range(of: " in ").map { String(place[..<$0.lowerBound]) } ?? place
        if room >= TextWidth.of(" \(count) in ") + Self.shortestListName { return whole.truncated(to: room) }
        let short = [Span(" " + count + " ·", theme.style(.muted))]
        return short.displayWidth <= room ? short : []
    }
}

extension ReaderBody {
    /// The cells a cut list name keeps at least, three letters and "…": fewer say too little.
    static let shortestListName = 4

    /// The text column: at most 88 cells wide, centred, below a blank row.
    static func column(in area: Rect) -> (width: Int, rect: Rect) {
        let width = min(area.width - 4, 88)
        return (width, Rect(x: area.x + (area.width - width) / 2, y: area.y + 1, width: width, height: area.height - 1))
    }

    /// What a reader shows before its text is there: "Loading…", or why it could not be opened.
    static func renderMissing(loadError: String?, in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        let text = loadError.map { "Could not open the article: \($0)" } ?? "Loading…"
        buffer.writeCentered(text, in: area, style: theme.style(loadError == nil ? .muted : .error))
    }
}
