import TerminalUI

/// A mouse report being read: a step of the wheel or a click becomes an event
/// (`MouseReportMeaning`), anything else is dropped whole. A program killed before it could turn
/// the mouse off leaves the terminal reporting too: ncurses hands over the start (`KEY_MOUSE` for
/// terminfo's `kmous`, `ESC [ <` or `ESC [ M`) and the rest byte by byte, which was typed into
/// the input ("64;60;10M") or read as keys.
struct MouseReport {
    /// The report's rest after its start: SGR's and urxvt's `64;60;10M` (or `m`, a release), or
    /// X10's three bytes of button and position.
    private var codes: [UInt32] = []
    /// True for a report known to be SGR's (its `ESC [ <` read): a byte that is not part of it
    /// ends it, instead of being taken as X10's.
    private let isSGR: Bool
    private var isDecimal: Bool { isSGR || codes.first.map { (0x30...0x39).contains($0) } ?? false }

    init(isSGR: Bool = false) { self.isSGR = isSGR }

    /// Takes the next input; false when it is not part of the report (which has then ended).
    mutating func add(_ input: NcursesInput) -> Step {
        guard case .character(let code) = input else { return .notPart }
        codes.append(code)
        if isDecimal {
            switch code {
            case 0x30...0x39, 0x3B: return .more
            case 0x4D, 0x6D: return .complete
            default: codes.removeLast(); return .notPart
            }
        }
        return codes.count < 3 ? .more : .complete
    }

    /// The event the whole report means, if any. X10 adds 32 to each of its three bytes.
    var event: TerminalEvent? {
        if isDecimal { return MouseReportMeaning.event(sgrReport: codes) }
        guard codes.count == 3, codes.allSatisfy({ $0 >= 32 }) else { return nil }
        return MouseReportMeaning.event(button: Int(codes[0]) - 32, column: Int(codes[1]) - 32, row: Int(codes[2]) - 32)
    }

    enum Step: Equatable { case more, complete, notPart }
}
