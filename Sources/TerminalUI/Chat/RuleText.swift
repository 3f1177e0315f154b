import Foundation

/// The text on the rule above the chat's input, made to fit: it is parts joined by " · " ("↑ older
/// messages · PgDn loads newer ones · Ctrl-End the newest"), and a narrow terminal drops its last
/// parts whole rather than cut one mid-word ("Ctrl-End the n").
enum RuleText {
    /// `text` (parts joined by " · ", a space at each end) in `width` cells: its last parts left
    /// out while it is wider, then, with one part left, cut with "…".
    static func fitting(_ text: String, in width: Int) -> String {
        guard TextWidth.of(text) > width else { return text }
        var parts = text.trimmingCharacters(in: .whitespaces).components(separatedBy: " · ")
        while parts.count > 1, TextWidth.of(" " + parts.joined(separator: " · ") + " ") > width { parts.removeLast() }
        let fitted = " " + parts.joined(separator: " · ") + " "
        return TextWidth.of(fitted) > width ? TextLayout.truncate(fitted, to: max(0, width)) : fitted
    }
}
