import TerminalUI

/// What a mouse report means to the app, which `[ui] mouse` asks for: a step of the wheel
/// (buttons 64 up and 65 down) or a press of the left button (0), with Shift, Alt and Ctrl as
/// bits 4, 8 and 16. Every other report (a release, another button, the sideways wheel) is dropped.
enum MouseReportMeaning {
    /// The event for a report's button number over a cell counted from 1 at the top left, as
    /// reports count. A click is never double here: `NcursesKeyDecoder` tells.
    static func event(button: Int, column: Int, row: Int) -> TerminalEvent? {
        let (column, row) = (max(0, column - 1), max(0, row - 1))
        switch button & ~0b1_1100 {
        case 0: return .click(column: column, row: row, isDouble: false)
        case 64: return .wheel(.wheelUp, column: column, row: row)
        case 65: return .wheel(.wheelDown, column: column, row: row)
        default: return nil
        }
    }

    /// The event for SGR's report after `ESC [ <`: `64;10;5M` (a release ends in `m`).
    static func event(sgrReport codes: [UInt32]) -> TerminalEvent? {
        guard codes.last == 0x4D else { return nil }
        let numbers = codes.dropLast().split(separator: 0x3B, omittingEmptySubsequences: false).map { digits -> Int? in
            guard !digits.isEmpty, digits.count <= 5, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
        guard numbers.count == 3, let button = numbers[0], let column = numbers[1], let row = numbers[2] else { return nil }
        return event(button: button, column: column, row: row)
    }
}
