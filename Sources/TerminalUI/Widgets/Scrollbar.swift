/// A one-column scrollbar: a thin track with a thumb showing which part of the content is
/// visible. The thumb leaves the top (bottom) cell only when there is more above (below).
struct Scrollbar: Widget, Sendable {
    /// The number of rows of content.
    var count: Int
    /// The first row shown.
    var offset: Int
    var theme: Theme

    func render(in area: Rect, buffer: inout ScreenBuffer) {
        let height = area.height
        guard height > 0, count > height else { return }
        let (thumbStart, thumbLength) = thumb(height: height)
        for line in 0..<height {
            let inThumb = line >= thumbStart && line < thumbStart + thumbLength
            buffer.write(inThumb ? "┃" : "│", x: area.x, y: area.y + line,
                         style: theme.style(inThumb ? .scrollThumb : .scrollTrack), clip: area)
        }
    }

    /// The thumb's first line and length for a track of `height` lines.
    func thumb(height: Int) -> (start: Int, length: Int) {
        let length = min(height, max(1, (height * height + count / 2) / count))
        let maxOffset = count - height
        let travel = height - length
        let clampedOffset = min(max(0, offset), maxOffset)
        var start = (clampedOffset * travel + maxOffset / 2) / maxOffset
        if clampedOffset > 0, start == 0, travel > 0 { start = 1 }
        if clampedOffset < maxOffset, start == travel, travel > 0 { start = travel - 1 }
        return (start, length)
    }
}
