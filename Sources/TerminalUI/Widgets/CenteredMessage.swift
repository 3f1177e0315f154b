/// A message in the middle of an area, wrapped: loading, empty and error states.
enum CenteredMessage {
    static func render(_ text: String, in area: Rect, buffer: inout ScreenBuffer, style: Style) {
        let lines = TextLayout.wrap(text, width: max(1, area.width - 4))
        let top = area.y + max(0, (area.height - lines.count) / 2)
        for (i, line) in lines.enumerated() {
            let x = HorizontalAlignment.center.startColumn(width: TextWidth.of(line), in: area)
            buffer.write(line, x: x, y: top + i, style: style, clip: area)
        }
    }
}
