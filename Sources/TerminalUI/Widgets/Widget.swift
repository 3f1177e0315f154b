/// Something that draws itself into a rectangle of a screen buffer.
///
/// Widgets are values built fresh for every frame from what the presenter says; they keep no
/// state between frames.
public protocol Widget {
    /// Draws into `area` of the buffer, touching no cell outside it.
    func render(in area: Rect, buffer: inout ScreenBuffer)
}

/// A widget that needs state kept by its owner between frames, such as a list's scroll offset.
public protocol StatefulWidget {
    /// The state the owner keeps.
    associatedtype State

    /// Draws into `area` of the buffer, updating the state (for instance to scroll).
    func render(in area: Rect, buffer: inout ScreenBuffer, state: inout State)
}

/// Where a line sits across the width it is given.
public enum HorizontalAlignment: Sendable, Hashable {
    /// Against the left edge.
    case leading
    case center
    /// Against the right edge.
    case trailing

    /// The column a line of `width` cells starts at, inside `area`.
    public func startColumn(width: Int, in area: Rect) -> Int {
        switch self {
        case .leading: area.x
        case .center: area.x + max(0, (area.width - width) / 2)
        case .trailing: area.x + max(0, area.width - width)
        }
    }
}
