/// Removes what must never reach the terminal from text that comes from outside the app.
///
/// C0 and C1 control characters (ESC among them, so CSI, OSC and DCS sequences cannot act) and
/// bidi override and isolate characters are dropped; tabs become a space.
public enum TextSanitizer {
    /// The text with control and bidi characters removed.
    public static func clean(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\t" { out.append(" ") } else if !isInvisible(scalar) { out.append(scalar) }
        }
        return String(out)
    }

    /// True for control characters and bidi controls: they are dropped before drawing.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x20 || (0x7F...0x9F).contains(v) { return true }
        return (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) || v == 0x200E || v == 0x200F
            || v == 0x061C
    }
}
