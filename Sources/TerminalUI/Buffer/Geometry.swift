/// A width and height in terminal cells.
public struct Size: Sendable, Hashable {
    public var width: Int
    public var height: Int

    /// Creates a size; negative values become zero.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }
}

/// A rectangle of cells; `x` and `y` are the top-left corner.
public struct Rect: Sendable, Hashable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    /// Creates a rectangle; negative sizes become zero.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The rectangle at the origin with the given size.
    public init(size: Size) { self.init(x: 0, y: 0, width: size.width, height: size.height) }

    /// One past the right column.
    public var maxX: Int { x + width }
    /// One past the bottom row.
    public var maxY: Int { y + height }
    /// True when it holds no cell.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The rectangle shrunk by the given margins on each side.
    public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
        Rect(x: x + left, y: y + top, width: width - left - right, height: height - top - bottom)
    }

    /// The rectangle shrunk by `amount` on every side.
    public func inset(by amount: Int) -> Rect {
        inset(top: amount, left: amount, bottom: amount, right: amount)
    }

    /// The first `rows` rows, and the rest.
    public func splitTop(_ rows: Int) -> (top: Rect, rest: Rect) {
        let taken = min(max(0, rows), height)
        return (Rect(x: x, y: y, width: width, height: taken),
                Rect(x: x, y: y + taken, width: width, height: height - taken))
    }

    /// The last `rows` rows, and the rest above them.
    public func splitBottom(_ rows: Int) -> (rest: Rect, bottom: Rect) {
        let taken = min(max(0, rows), height)
        return (Rect(x: x, y: y, width: width, height: height - taken),
                Rect(x: x, y: maxY - taken, width: width, height: taken))
    }

    /// The first `columns` columns, and the rest.
    public func splitLeft(_ columns: Int) -> (left: Rect, rest: Rect) {
        let taken = min(max(0, columns), width)
        return (Rect(x: x, y: y, width: taken, height: height),
                Rect(x: x + taken, y: y, width: width - taken, height: height))
    }

    /// A rectangle of the given size centred in this one (clipped to it).
    public func centered(width w: Int, height h: Int) -> Rect {
        let cw = min(w, width), ch = min(h, height)
        return Rect(x: x + (width - cw) / 2, y: y + (height - ch) / 2, width: cw, height: ch)
    }

    /// The overlap of two rectangles.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x), top = max(y, other.y)
        return Rect(x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
    }

    /// True when the cell lies inside.
    public func contains(x cx: Int, y cy: Int) -> Bool { cx >= x && cx < maxX && cy >= y && cy < maxY }
}
