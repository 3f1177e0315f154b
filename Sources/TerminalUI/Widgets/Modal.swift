/// A box over the screen's centre, for dialogs and help: it clears what is below it.
public struct Modal: Sendable {
    /// The title drawn in the top border.
    public var title: String
    public var theme: Theme

    /// Clears a `width`×`height` rectangle centred in `area` (clipped to it), draws a focused
    /// box with the title around it, and returns the inside for the content.
    @discardableResult
    public func render(in area: Rect, width: Int, height: Int, buffer: inout ScreenBuffer) -> Rect {
        let rect = area.intersection(buffer.area).centered(width: width, height: height)
        buffer.fill(rect, style: theme.style(.overlayBackground))
        let box = Box(title: title, isFocused: true, theme: theme)
        box.render(in: rect, buffer: &buffer)
        return box.inner(rect)
    }
}
