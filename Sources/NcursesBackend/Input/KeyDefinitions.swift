import CNcurses

/// Extra key sequences taught to ncurses with `define_key`, on top of the terminfo entry:
/// bracketed paste markers, the xterm, VT220 and rxvt spellings of Home and End, and Ctrl with
/// Up, Down, Home and End.
@MainActor
enum KeyDefinitions {
    private static let definitions: [(sequence: String, code: Int32)] = [
        ("\u{1B}[200~", CursesKeyCode.pasteBegin),
        ("\u{1B}[201~", CursesKeyCode.pasteEnd),
        ("\u{1B}[H", CursesKeyCode.home), ("\u{1B}OH", CursesKeyCode.home),
        ("\u{1B}[1~", CursesKeyCode.home), ("\u{1B}[7~", CursesKeyCode.home),
        ("\u{1B}[F", CursesKeyCode.end), ("\u{1B}OF", CursesKeyCode.end),
        ("\u{1B}[4~", CursesKeyCode.end), ("\u{1B}[8~", CursesKeyCode.end),
        ("\u{1B}[A", CursesKeyCode.up), ("\u{1B}OA", CursesKeyCode.up),
        ("\u{1B}[B", CursesKeyCode.down), ("\u{1B}OB", CursesKeyCode.down),
        ("\u{1B}[C", CursesKeyCode.right), ("\u{1B}OC", CursesKeyCode.right),
        ("\u{1B}[D", CursesKeyCode.left), ("\u{1B}OD", CursesKeyCode.left),
        ("\u{1B}[Z", CursesKeyCode.backTab), ("\u{1B}[3~", CursesKeyCode.delete),
        ("\u{1B}[1;5A", CursesKeyCode.ctrlUp), ("\u{1B}Oa", CursesKeyCode.ctrlUp),
        ("\u{1B}[1;5B", CursesKeyCode.ctrlDown), ("\u{1B}Ob", CursesKeyCode.ctrlDown),
        ("\u{1B}[1;5H", CursesKeyCode.ctrlHome), ("\u{1B}[7^", CursesKeyCode.ctrlHome),
        ("\u{1B}[1;5F", CursesKeyCode.ctrlEnd), ("\u{1B}[8^", CursesKeyCode.ctrlEnd),
    ]

    /// Registers the sequences with the current screen.
    static func install() {
        for definition in definitions { _ = define_key(definition.sequence, definition.code) }
    }
}
