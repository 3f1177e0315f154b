import TerminalUI

/// The wheel's steps in the terminal's mouse reports, which `[ui] mouse` asks for: buttons 64
/// (up) and 65 (down), with Shift, Alt and Ctrl as bits 4, 8 and 16. Every other report (a
/// press, a release, the horizontal wheel) means nothing to the app and is dropped.
enum MouseWheel {
    /// The wheel key for a report's button number.
    static func key(button: Int) -> Key? {
        switch button & ~0b1_1100 {
        case 64: .wheelUp
        case 65: .wheelDown
        default: nil
        }
    }

    /// The wheel key for SGR's report after `ESC [ <`: `64;10;5M` (a release ends in `m`).
    static func key(sgrReport codes: [UInt32]) -> Key? {
        guard codes.last == 0x4D else { return nil }
        let button = codes.prefix { (0x30...0x39).contains($0) }
        guard !button.isEmpty, button.count <= 3 else { return nil }
        return key(button: button.reduce(0) { $0 * 10 + Int($1 - 0x30) })
    }
}
