import CNcurses

/// The ncurses key codes the backend understands, as plain integers.
enum CursesKeyCode {
    static let up = Int32(KEY_UP)
    static let down = Int32(KEY_DOWN)
    static let left = Int32(KEY_LEFT)
    static let right = Int32(KEY_RIGHT)
    static let pageUp = Int32(KEY_PPAGE)
    static let pageDown = Int32(KEY_NPAGE)
    static let home = Int32(KEY_HOME)
    static let end = Int32(KEY_END)
    /// Keypad upper-left, Find and Begin: terminals send them for Home.
    static let homeVariants: Set<Int32> = [Int32(KEY_A1), Int32(KEY_FIND), Int32(KEY_BEG)]
    /// Keypad lower-left and Select: terminals send them for End.
    static let endVariants: Set<Int32> = [Int32(KEY_C1), Int32(KEY_SELECT)]
    static let backspace = Int32(KEY_BACKSPACE)
    static let delete = Int32(KEY_DC)
    static let backTab = Int32(KEY_BTAB)
    static let enter = Int32(KEY_ENTER)
    static let resize = Int32(KEY_RESIZE)
    /// What ncurses gives for Ctrl-Z where terminfo names it a key (`kspd=^Z`: the Linux console's,
    /// cygwin's and the Hurd's entries) instead of the byte.
    static let suspend = Int32(KEY_SUSPEND)
    /// The start of a mouse report, when terminfo names one (`kmous`): its rest follows as bytes.
    static let mouse = Int32(KEY_MOUSE)

    /// The code of function key `n` (`KEY_F(n)`).
    static func function(_ n: Int) -> Int32 { Int32(KEY_F0) + Int32(n) }

    /// Our own code for the start of a bracketed paste (`ESC [ 200 ~`), set with `define_key`.
    /// Above the codes ncurses gives to extended keys, below the 16-bit limit of its key table.
    static let pasteBegin: Int32 = 0x6000
    /// Our own code for the end of a bracketed paste (`ESC [ 201 ~`).
    static let pasteEnd: Int32 = 0x6001
    /// Our own code for Ctrl-Up (xterm `ESC [ 1 ; 5 A`, rxvt `ESC O a`).
    static let ctrlUp: Int32 = 0x6002
    /// Our own code for Ctrl-Down (xterm `ESC [ 1 ; 5 B`, rxvt `ESC O b`).
    static let ctrlDown: Int32 = 0x6003
    /// Our own code for Ctrl-Home (xterm `ESC [ 1 ; 5 H`, rxvt `ESC [ 7 ^`).
    static let ctrlHome: Int32 = 0x6004
    /// Our own code for Ctrl-End (xterm `ESC [ 1 ; 5 F`, rxvt `ESC [ 8 ^`).
    static let ctrlEnd: Int32 = 0x6005
    /// Our own code for Alt-Up (xterm `ESC [ 1 ; 3 A`; rxvt's Escape then Up stays Esc and Up,
    /// which is also what a quick Esc before an arrow is).
    static let altUp: Int32 = 0x6006
    /// Our own code for Alt-Down (xterm `ESC [ 1 ; 3 B`).
    static let altDown: Int32 = 0x6007
}
