/// The screen shown instead of the app when the terminal is smaller than it needs.
public enum TooSmallScreen {
    /// A full screen of `size` saying the terminal is too small and what size is needed,
    /// centred and wrapped. When it does not all fit, the title goes first so the needed
    /// size stays; it works down to 1×1, and a 0×0 size gives an empty buffer.
    public static func render(size: Size, minimum: Size, theme: Theme) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: size)
        guard size.width > 0, size.height > 0 else { return buffer }
        let title = TextLayout.wrap("Terminal too small", width: size.width)
            .map { Span($0, theme.style(.title)) }
        let need = TextLayout.wrap("need \(minimum.width)×\(minimum.height), now \(size.width)×\(size.height)",
                                   width: size.width)
            .map { Span($0, theme.style(.muted)) }
        let lines = (title.count + need.count <= size.height ? title + need : need).prefix(size.height)
        let top = (size.height - lines.count) / 2
        for (index, line) in lines.enumerated() {
            let x = HorizontalAlignment.center.startColumn(width: line.width, in: buffer.area)
            buffer.write([line], x: x, y: top + index)
        }
        return buffer
    }
}
