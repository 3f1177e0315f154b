/// What both readers (news articles and feed items) draw below their header: the text scrolled
/// to the presenter's offset, and a footer with the link on the left and how far down the reader
/// is on the right. The link is what `o` opens, so where the footer is short the place gives way
/// first: it is cut, then left out, before the link is.
struct ReaderBody {
    let lines: [[Span]]
    /// The address the footer shows.
    let link: String
    /// Written before the percentage ("3 of 11 in Business"), or empty.
    let place: String

    /// Draws the text and the footer; returns how far the text can scroll and a page's height.
    func render(
        in area: Rect, footer: Rect, width: Int, scrollOffset: Int, buffer: inout ScreenBuffer, theme: Theme
    ) -> (maxOffset: Int, pageSize: Int) {
        let maxOffset = max(0, lines.count - area.height)
        Paragraph(lines: lines).render(in: area, buffer: &buffer, scroll: min(scrollOffset, maxOffset))
        let percent = maxOffset == 0 ? 100 : min(100, scrollOffset * 100 / maxOffset)
        let percentText = Span(" \(percent)%", theme.style(.muted))
        let link = Span(TextSanitizer.clean(self.link), theme.style(.link))
        let wholePlace = [Span(" " + place + " ·", theme.style(.muted))]
        let cutPlace = wholePlace.truncated(to: width - link.width - percentText.width)
        let showsPlace = !place.isEmpty && (cutPlace == wholePlace || cutPlace.displayWidth >= Self.shortestPlace)
        let shownRight = (showsPlace ? cutPlace : []) + [percentText]
        let left = [link].truncated(to: max(0, width - shownRight.displayWidth))
        buffer.write(left, x: footer.x, y: footer.y, clip: footer)
        buffer.write(shownRight, x: footer.maxX - shownRight.displayWidth, y: footer.y, clip: footer)
        return (maxOffset, max(1, area.height - 1))
    }
}

extension ReaderBody {
    /// Shorter than this, a cut place ("3 of…") says too little to be worth its room.
    static let shortestPlace = 10

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
