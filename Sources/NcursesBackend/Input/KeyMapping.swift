import TerminalUI

/// Maps one ncurses input to a key, without any context.
enum KeyMapping {
    /// The key for one input, or nil when it means nothing to the app.
    static func key(for input: NcursesInput) -> Key? {
        switch input {
        case .character(let code): key(forCharacter: code)
        case .keyCode(let code): key(forCode: code)
        }
    }

    /// The key for a character code: controls, then printable characters. Enter is CR (13): the
    /// terminal is in `nonl` mode, so Ctrl-J stays LF (10) and decodes as `.ctrl("j")`.
    static func key(forCharacter code: UInt32) -> Key? {
        switch code {
        case 9: return .tab
        case 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        case 1...26: return Unicode.Scalar(code + 96).map { .ctrl(Character($0)) }
        // Unit separator: Ctrl-_, also sent for Ctrl-/ and Ctrl-7 (readline's undo).
        case 31: return .ctrl("_")
        default: return printable(code).map { .char($0) }
        }
    }

    /// The character for a printable code point; nil for controls and invalid code points.
    static func printable(_ code: UInt32) -> Character? {
        guard let scalar = Unicode.Scalar(code), !TextSanitizer.isInvisible(scalar) else { return nil }
        return Character(scalar)
    }

    /// The key for an ncurses function-key code.
    static func key(forCode code: Int32) -> Key? {
        if let named = namedKeys[code] { return named }
        if CursesKeyCode.homeVariants.contains(code) { return .home }
        if CursesKeyCode.endVariants.contains(code) { return .end }
        for n in 1...12 where code == CursesKeyCode.function(n) { return .function(n) }
        return nil
    }

    private static let namedKeys: [Int32: Key] = [
        CursesKeyCode.up: .up, CursesKeyCode.down: .down,
        CursesKeyCode.left: .left, CursesKeyCode.right: .right,
        CursesKeyCode.pageUp: .pageUp, CursesKeyCode.pageDown: .pageDown,
        CursesKeyCode.home: .home, CursesKeyCode.end: .end,
        CursesKeyCode.backspace: .backspace, CursesKeyCode.delete: .delete,
        CursesKeyCode.backTab: .backTab, CursesKeyCode.enter: .enter,
        CursesKeyCode.ctrlUp: .ctrlUp, CursesKeyCode.ctrlDown: .ctrlDown,
        CursesKeyCode.ctrlHome: .ctrlHome, CursesKeyCode.ctrlEnd: .ctrlEnd,
        CursesKeyCode.altUp: .altUp, CursesKeyCode.altDown: .altDown,
        CursesKeyCode.suspend: .ctrl("z"),
    ]
}
