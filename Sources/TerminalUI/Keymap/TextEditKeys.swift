import Presentation

/// The editing keys every text field shares, as readline has them: cursor movement by grapheme,
/// word and line, deletion, and undo (Ctrl-_; Ctrl-X, which clears the whole text, is undone by
/// it too, so a wrong paste goes in one key and nothing is lost for good). They act while the
/// terminal is too small too (`editsText`).
public enum TextEditKeys {
    /// An edit applied to the focused field.
    public typealias Apply = @MainActor @Sendable ((inout TextInput) -> Void) -> Void

    /// Bindings for a one-line field: ←/→, Home/End (Ctrl-A/Ctrl-E), Alt-B/Alt-F, Backspace,
    /// Del, Ctrl-W (and Alt-Backspace), Ctrl-U and Ctrl-K; Ctrl-X clears it all and Ctrl-_ undoes.
    public static func bindings(_ apply: @escaping Apply) -> [KeyBinding] {
        readline(apply, line: "the line", atStart: "", atEnd: "")
    }

    /// Bindings for a field of several lines: the same keys, where Home, End and the line
    /// deletions work on the cursor's line and join two lines at its ends.
    public static func multiLineBindings(_ apply: @escaping Apply) -> [KeyBinding] {
        readline(apply, line: "the cursor's line", atStart: ", or the line break at a line start",
                 atEnd: ", or the line break at its end")
    }

    private static func readline(_ apply: @escaping Apply, line: String, atStart: String, atEnd: String) -> [KeyBinding] {
        [
            KeyBinding([.left], "Cursor left") { apply { $0.moveLeft() } },
            KeyBinding([.right], "Cursor right") { apply { $0.moveRight() } },
            KeyBinding([.home, .ctrl("a")], "Start of \(line)") { apply { $0.moveToLineStart() } },
            KeyBinding([.end, .ctrl("e")], "End of \(line)") { apply { $0.moveToLineEnd() } },
            KeyBinding([.alt("b")], "Back a word") { apply { $0.moveWordBackward() } },
            KeyBinding([.alt("f")], "Forward a word") { apply { $0.moveWordForward() } },
            KeyBinding([.backspace], "Delete before the cursor") { apply { $0.deleteBackward() } },
            KeyBinding([.delete], "Delete under the cursor") { apply { $0.deleteForward() } },
            KeyBinding([.ctrl("w"), .altBackspace], "Delete the word before the cursor" + atStart) { apply { $0.deleteWordBackward() } },
            KeyBinding([.ctrl("u")], "Delete to the start of \(line)" + atStart) { apply { $0.deleteToLineStart() } },
            KeyBinding([.ctrl("k")], "Delete to the end of \(line)" + atEnd) { apply { $0.deleteToLineEnd() } },
            KeyBinding([.ctrl("x")], "Clear the whole text (Ctrl-_ brings it back)") { apply { $0.deleteAll() } },
            KeyBinding([.ctrl("_")], "Undo the last edit (Ctrl-/ in most terminals)") { apply { $0.undo() } },
        ].map { $0.editingText() }
    }
}
