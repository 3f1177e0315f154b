import TerminalUI

/// The wheel's steps in the terminal's mouse reports, which `[ui] mouse` asks for: buttons 64
/// (up) and 65 (down), with Shift, Alt and Ctrl as bits 4, 8 and 16. Every other report (a
/// press, a release, the horizontal wheel) means nothing to the app and is dropped.
enum MouseWheel {
    /// The wheel event for a report's button number over a cell counted from 1 at the top left,
    /// as reports count.
    static func event(button: Int, column: Int, row: Int) -> TerminalEvent? {
        let key: Key
        switch button & ~0b1_1100 {
        case 64: key = .wheelUp
        case 65: key = .wheelDown
        default: return nil
        }
        return .wheel(key, column: max(0, column - 1), row: max(0, row - 1))
    }

    /// The wheel event for SGR's report after `ESC [ <`: `64;10;5M` (a release ends in `m`).
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
