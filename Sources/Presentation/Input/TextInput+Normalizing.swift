extension TextInput {
    /// Text as an input holds it: CR LF and lone CR become "\n" (or a space when
    /// `allowsLineBreaks` is false, like "\n" itself), a tab becomes a space, and every other
    /// control character (C0, DEL, C1) is dropped.
    public static func normalized(_ text: String, allowsLineBreaks: Bool) -> String {
        let lineBreak: Unicode.Scalar = allowsLineBreaks ? "\n" : " "
        var out = String.UnicodeScalarView()
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\r": out.append(lineBreak)
            case "\n": if !previousWasCarriageReturn { out.append(lineBreak) }
            case "\t": out.append(" ")
            default: if !isControl(scalar) { out.append(scalar) }
            }
        }
        return String(out)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
