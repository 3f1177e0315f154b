import CNcurses

/// Extra key sequences taught to ncurses with `define_key`, on top of the terminfo entry: each
/// key with its spellings (xterm's CSI and SS3 forms, the VT220 and rxvt ones of Home and End,
/// VT220's PgUp and PgDn, F1's), followed by the same key with Ctrl or Alt where the app reads it, then
/// the bracketed paste markers.
@MainActor
enum KeyDefinitions {
    private static let definitions: [(code: Int32, sequences: [String])] = [
        (CursesKeyCode.up, ["\u{1B}[A", "\u{1B}OA"]),
        (CursesKeyCode.ctrlUp, ["\u{1B}[1;5A", "\u{1B}Oa"]),
        (CursesKeyCode.altUp, ["\u{1B}[1;3A"]),
        (CursesKeyCode.down, ["\u{1B}[B", "\u{1B}OB"]),
        (CursesKeyCode.ctrlDown, ["\u{1B}[1;5B", "\u{1B}Ob"]),
        (CursesKeyCode.altDown, ["\u{1B}[1;3B"]),
        (CursesKeyCode.right, ["\u{1B}[C", "\u{1B}OC"]),
        (CursesKeyCode.left, ["\u{1B}[D", "\u{1B}OD"]),
        (CursesKeyCode.home, ["\u{1B}[H", "\u{1B}OH", "\u{1B}[1~", "\u{1B}[7~"]),
        (CursesKeyCode.ctrlHome, ["\u{1B}[1;5H", "\u{1B}[7^"]),
        (CursesKeyCode.end, ["\u{1B}[F", "\u{1B}OF", "\u{1B}[4~", "\u{1B}[8~"]),
        (CursesKeyCode.ctrlEnd, ["\u{1B}[1;5F", "\u{1B}[8^"]),
        // vt100's entry names no PgUp/PgDn, yet terminals and tmux send the VT220 keys for them.
        (CursesKeyCode.pageUp, ["\u{1B}[5~"]),
        (CursesKeyCode.pageDown, ["\u{1B}[6~"]),
        (CursesKeyCode.backTab, ["\u{1B}[Z"]),
        (CursesKeyCode.delete, ["\u{1B}[3~"]),
        // F1 (help where letters type) as xterm, rxvt and PuTTY, and the Linux console send it,
        // whatever TERM says.
        (CursesKeyCode.function(1), ["\u{1B}OP", "\u{1B}[11~", "\u{1B}[[A"]),
        (CursesKeyCode.pasteBegin, ["\u{1B}[200~"]),
        (CursesKeyCode.pasteEnd, ["\u{1B}[201~"]),
    ]

    /// Registers the sequences with the current screen.
    static func install() {
        for (code, sequences) in definitions {
            for sequence in sequences { _ = define_key(sequence, code) }
        }
    }
}
