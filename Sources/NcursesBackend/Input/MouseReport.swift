/// A mouse report being read, to be dropped whole. The app never asks for the mouse, but a
/// program killed before it could turn the mouse off leaves the terminal reporting: ncurses
/// hands over the start (`KEY_MOUSE` for terminfo's `kmous`, `ESC [ <` or `ESC [ M`) and the
/// rest byte by byte, which was typed into the input ("64;60;10M") or read as keys.
struct MouseReport {
    /// The report's rest after its start: SGR's and urxvt's `64;60;10M` (or `m`, a release), or
    /// X10's three bytes of button and position.
    private var readCount = 0
    private var isDecimal = false

    /// Takes the next input; false when it is not part of the report (which has then ended).
    mutating func add(_ input: NcursesInput) -> Step {
        guard case .character(let code) = input else { return .notPart }
        readCount += 1
        if readCount == 1 { isDecimal = (0x30...0x39).contains(code) }
        if isDecimal {
            switch code {
            case 0x30...0x39, 0x3B: return .more
            case 0x4D, 0x6D: return .complete
            default: return .notPart
            }
        }
        return readCount < 3 ? .more : .complete
    }

    enum Step: Equatable { case more, complete, notPart }
}
