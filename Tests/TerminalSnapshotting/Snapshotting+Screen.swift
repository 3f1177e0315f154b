import SnapshotTesting
import TerminalUI

extension Snapshotting where Value == ScreenBuffer, Format == String {
    /// A screen buffer as text (see `ScreenSnapshot`), compared line by line, stored as ".txt".
    public static var screen: Snapshotting {
        Snapshotting<String, String>.lines.pullback { ScreenSnapshot.render($0) }
    }
}
