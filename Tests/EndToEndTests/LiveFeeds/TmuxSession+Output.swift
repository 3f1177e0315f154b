import Foundation
import TestSupport

extension TmuxSession {
    /// Makes the pane's OSC 52 (clipboard) land in a tmux paste buffer instead of being ignored,
    /// so `pasteBuffers()` shows whether the app sent one.
    func acceptClipboardSequences() throws {
        try tmux(["set-option", "-g", "set-clipboard", "on"])
    }

    /// The paste buffers' names and contents, one a line: empty while nothing set the clipboard.
    func pasteBuffers() throws -> String { try tmux(["list-buffers"]) }

    /// From now on, every byte the app writes to the terminal is appended to `file`.
    func recordOutput(to file: URL) throws {
        try tmux(["pipe-pane", "-t", name, "cat >> " + shellQuoted(file.path)])
    }
}
