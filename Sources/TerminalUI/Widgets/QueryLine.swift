import Presentation

/// The line a filter or a search is typed on: an accented " / " and the field. It takes the
/// first row of its area; lists leave the row below it empty.
public struct QueryLine: Widget, Sendable {
    public var input: TextInput
    public var placeholder: String
    public var isFocused: Bool
    public var theme: Theme

    public func render(in area: Rect, buffer: inout ScreenBuffer) {
        buffer.write(" / ", x: area.x, y: area.y, style: theme.style(.accent), clip: area)
        TextField(input: input, placeholder: placeholder, isFocused: isFocused, theme: theme)
            .render(in: area.inset(left: 3), buffer: &buffer)
    }

    /// Draws the line and an empty row at the top of `area` when `isShown` (a filter or search
    /// typed or set), and returns the rows left below for the list.
    public func render(atTopOf area: Rect, isShown: Bool, buffer: inout ScreenBuffer) -> Rect {
        guard isShown else { return area }
        let (line, below) = area.splitTop(2)
        render(in: line, buffer: &buffer)
        return below
    }
}
