import Presentation

/// The editing keys every text field shares: cursor movement and deletion by grapheme.
public enum TextEditKeys {
    /// An edit applied to the focused field.
    public typealias Apply = @MainActor @Sendable ((inout TextInput) -> Void) -> Void

    /// Bindings for ←/→, Home/End (Ctrl-A/Ctrl-E), Backspace, Del, Ctrl-W and Ctrl-U.
    public static func bindings(_ apply: @escaping Apply) -> [KeyBinding] {
        [
            KeyBinding([.left], "Cursor left") { apply { $0.moveLeft() } },
            KeyBinding([.right], "Cursor right") { apply { $0.moveRight() } },
            KeyBinding([.home, .ctrl("a")], "Start of line") { apply { $0.moveHome() } },
            KeyBinding([.end, .ctrl("e")], "End of line") { apply { $0.moveEnd() } },
            KeyBinding([.backspace], "Delete before the cursor") { apply { $0.deleteBackward() } },
            KeyBinding([.delete], "Delete under the cursor") { apply { $0.deleteForward() } },
            KeyBinding([.ctrl("w")], "Delete the word before the cursor") { apply { $0.deleteWordBackward() } },
            KeyBinding([.ctrl("u")], "Delete to the start of the line") { apply { $0.deleteToStart() } },
        ]
    }
}
