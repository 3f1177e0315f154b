import Domain

extension TextInput {
    /// Text as an input holds it, by `UntrustedText`'s rule (what is typed or pasted is kept to the
    /// same rule as text from outside): CR LF and lone CR become "\n" (or a space when
    /// `allowsLineBreaks` is false, like "\n" itself), and escape sequences, other control
    /// characters (C0, DEL, C1) and bidi controls are dropped. A tab stays in an input of
    /// several lines (a Makefile or Go code pasted into a message must keep its tabs; the input
    /// shows it to the next multiple of four columns); in a one-line input it becomes a space.
    public static func normalized(_ text: String, allowsLineBreaks: Bool) -> String {
        var out = String.UnicodeScalarView()
        for scalar in UntrustedText.clean(text).unicodeScalars {
            switch scalar {
            case "\t": out.append(allowsLineBreaks ? "\t" : " ")
            case "\n": out.append(allowsLineBreaks ? "\n" : " ")
            default: out.append(scalar)
            }
        }
        return String(out)
    }
}
