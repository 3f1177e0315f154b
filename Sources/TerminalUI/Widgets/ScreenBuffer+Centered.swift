extension ScreenBuffer {
    /// Writes `text` wrapped, in the middle of `area`: the loading, empty and error states.
    mutating func writeCentered(_ text: String, in area: Rect, style: Style) {
        let lines = TextLayout.wrap(text, width: max(1, area.width - 4))
        let top = area.y + max(0, (area.height - lines.count) / 2)
        for (i, line) in lines.enumerated() {
            let x = HorizontalAlignment.center.startColumn(width: TextWidth.of(line), in: area)
            write(line, x: x, y: top + i, style: style, clip: area)
        }
    }
}
