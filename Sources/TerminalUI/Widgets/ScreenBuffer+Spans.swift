extension ScreenBuffer {
    /// Writes spans one after the other from (x, y), clipped to `clip` (the whole buffer when
    /// nil). Returns the number of columns written.
    @discardableResult
    public mutating func write(_ spans: [Span], x: Int, y: Int, clip: Rect? = nil) -> Int {
        let bounds = (clip ?? area).intersection(area)
        guard y >= bounds.y, y < bounds.maxY else { return 0 }
        var column = x
        for span in spans {
            column += write(span.text, x: column, y: y, style: span.style, clip: bounds)
        }
        return column - x
    }
}
