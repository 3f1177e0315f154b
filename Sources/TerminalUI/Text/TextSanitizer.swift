import Domain

/// Text made fit for drawing, on top of `UntrustedText`'s rule (which Data applies already where
/// text enters; cleaning again is harmless): tabs become a space, and one-line fields drop line
/// breaks.
public enum TextSanitizer {
    /// The text for a one-line field: unsafe characters and line breaks removed, tabs as spaces.
    public static func clean(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        return forDisplay(text, keepingLineBreaks: false)
    }

    /// The text for several lines: unsafe characters removed, tabs as spaces, line breaks kept
    /// as "\n" (CR LF and a lone CR included).
    public static func cleanKeepingLineBreaks(_ text: String) -> String {
        if text.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A }) { return text }
        return forDisplay(text, keepingLineBreaks: true)
    }

    /// A bracketed paste as a field takes it: as `cleanKeepingLineBreaks`, but tabs kept (a
    /// pasted Makefile or Go code keeps them in the message; a one-line field's `TextInput`
    /// takes a tab as a space).
    public static func cleanPaste(_ text: String) -> String {
        if text.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A || $0 == 0x09 }) { return text }
        return forDisplay(text, keepingLineBreaks: true, keepingTabs: true)
    }

    /// Cleans text that arrives in pieces, as `cleanKeepingLineBreaks` cleans it whole but with
    /// a tab as spaces to the next multiple of four columns of its line (`TabStops`, as code
    /// shows it): the pieces cleaned in order add up to the whole text cleaned, and each costs
    /// only its own length.
    public struct LineStream: Sendable {
        private var cleaner = UntrustedTextCleaner()
        /// The cell of the current line where the next piece starts.
        private var column = 0

        /// Nothing read yet.
        public init() {}

        /// The next piece, cleaned.
        public mutating func clean(_ piece: String) -> String {
            TabStops.expand(cleaner.clean(piece), column: &column)
        }
    }

    /// True for control characters and bidi controls: they are dropped before drawing.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        UntrustedText.isControlOrBidi(scalar)
    }

    private static func forDisplay(_ text: String, keepingLineBreaks: Bool, keepingTabs: Bool = false) -> String {
        var out = String.UnicodeScalarView()
        for scalar in UntrustedText.clean(text).unicodeScalars {
            switch scalar {
            case "\t": out.append(keepingTabs ? "\t" : " ")
            case "\n": if keepingLineBreaks { out.append(scalar) }
            default: out.append(scalar)
            }
        }
        return String(out)
    }
}
