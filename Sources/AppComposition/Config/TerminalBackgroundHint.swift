import Foundation
import TerminalUI

/// What `COLORFGBG` says of the terminal's background, as rxvt, Konsole and others set it:
/// the foreground's and the background's colour numbers, "0;15" (black on white) or "15;0",
/// sometimes with a middle field ("0;default;15"). Read from the environment only: asking the
/// terminal (OSC 11) would cost every start a round trip, and some terminals never answer.
enum TerminalBackgroundHint {
    /// Light for a background of colour 7 or 9 to 15 (white, light grey, the bright colours),
    /// dark for 0 to 6 and 8, as Vim reads it; nil when the variable is missing or its last
    /// field is no colour number.
    static func background(colorFGBG: String?) -> ThemeBackground? {
        guard let last = colorFGBG?.split(separator: ";", omittingEmptySubsequences: false).last,
              let number = Int(last.trimmingCharacters(in: .whitespaces)), (0...15).contains(number)
        else { return nil }
        return number == 7 || number >= 9 ? .light : .dark
    }
}
