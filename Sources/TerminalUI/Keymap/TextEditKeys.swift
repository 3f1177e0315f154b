import Presentation

/// The editing keys every text field shares: cursor movement and deletion by grapheme.
public enum TextEditKeys {
    /// An edit applied to the focused field.
    public typealias Apply = @MainActor @Sendable ((inout TextInput) -> Void) -> Void

    /// Bindings for a one-line field: ←/→, Home/End (Ctrl-A/Ctrl-E), Backspace, Del, Ctrl-W and
    /// Ctrl-U.
    public static func bindings(_ apply: @escaping Apply) -> [KeyBinding] {
        [
            KeyBinding([.left], "Cursor left") { apply { $0.moveLeft() } },
            KeyBinding([.right], "Cursor right") { apply { $0.moveRight() } },
            KeyBinding([.home, .ctrl("a")], "Start of line") { apply { $0.moveToLineStart() } },
            KeyBinding([.end, .ctrl("e")], "End of line") { apply { $0.moveToLineEnd() } },
        ] + deletions(apply)
    }

    /// Bindings for a field of several lines, where Home and End are left to the screen:
    /// ←/→, Ctrl-A/Ctrl-E for the cursor's line, Backspace, Del, Ctrl-W and Ctrl-U.
    public static func multiLineBindings(_ apply: @escaping Apply) -> [KeyBinding] {
        [
            KeyBinding([.left], "Cursor left") { apply { $0.moveLeft() } },
            KeyBinding([.right], "Cursor right") { apply { $0.moveRight() } },
            KeyBinding([.ctrl("a")], "Start of the cursor's line") { apply { $0.moveToLineStart() } },
            KeyBinding([.ctrl("e")], "End of the cursor's line") { apply { $0.moveToLineEnd() } },
        ] + deletions(apply, joinsLines: true)
    }

    private static func deletions(_ apply: @escaping Apply, joinsLines: Bool = false) -> [KeyBinding] {
        let atLineStart = joinsLines ? ", or the line break at a line start" : ""
        return [
            KeyBinding([.backspace], "Delete before the cursor") { apply { $0.deleteBackward() } },
            KeyBinding([.delete], "Delete under the cursor") { apply { $0.deleteForward() } },
            KeyBinding([.ctrl("w")], "Delete the word before the cursor" + atLineStart) {
                apply { $0.deleteWordBackward() }
            },
            KeyBinding([.ctrl("u")], "Delete to the start of the line" + atLineStart) {
                apply { $0.deleteToLineStart() }
            },
        ]
    }
}
