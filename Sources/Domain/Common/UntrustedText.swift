/// The one rule for text from outside the app (a server's reply, a catalog file, a database row):
/// what is kept so that no output made from it (the screen, an export, `aichats render`, the log)
/// can drive a terminal. Data applies it where such text becomes a Domain value.
///
/// Kept: every printable character of any script, emoji with their joiners and variation
/// selectors, combining marks, tabs, and line breaks as "\n" (CR LF and a lone CR become "\n").
/// Removed: whole escape sequences (CSI, OSC, DCS, SOS, PM, APC, in 7-bit and 8-bit form, and
/// two-character ESC sequences), every other C0 control (NUL included), DEL, every C1 control,
/// and the bidi controls (embeddings, overrides, isolates, LRM, RLM, ALM).
/// A line break, CAN or SUB ends an unfinished sequence, so a stray ESC hides at most the rest of
/// its line. Cleaning is idempotent.
public enum UntrustedText {
    /// The text with everything unsafe removed and its line breaks as "\n".
    public static func clean(_ text: String) -> String {
        if text.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A || $0 == 0x09 }) { return text }
        var cleaner = UntrustedTextCleaner()
        return cleaner.clean(text)
    }

    /// True for C0 controls (tab and newline included), DEL, C1 controls and the bidi controls:
    /// `clean` keeps only tabs and newlines of these, and a screen shows none of them.
    public static func isControlOrBidi(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
        return (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            || value == 0x200E || value == 0x200F || value == 0x061C
    }
}
