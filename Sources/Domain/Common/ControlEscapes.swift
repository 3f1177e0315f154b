/// Control characters shown as visible escapes, for messages that echo what the user gave (an
/// argument, a path, a line of a file): raw, an escape sequence there would drive the terminal;
/// removed, the message would name a text the user did not give ("http://x/ is not a URL" for
/// `http://x/<ESC>[2J`). The one rule for every such echo on stderr.
public enum ControlEscapes {
    /// `text` with each control character (C0, DEL, C1) and bidi control written as an escape:
    /// `\e`, `\n`, `\r`, `\t`, `\0`, else `\u{7}`; every other character is kept, and those in
    /// `kept` too (the line breaks of a message of several lines).
    public static func visible(_ text: String, keeping kept: Set<Unicode.Scalar> = []) -> String {
        func escapes(_ scalar: Unicode.Scalar) -> Bool { UntrustedText.isControlOrBidi(scalar) && !kept.contains(scalar) }
        guard text.unicodeScalars.contains(where: escapes) else { return text }
        return text.replacingScalars { escapes($0) ? escape($0) : nil }
    }

    /// True when `text` holds a character that `visible` escapes.
    public static func holdsControl(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: UntrustedText.isControlOrBidi)
    }

    /// The escape of one scalar: `\e` for ESC, `\u{202E}` for a bidi override.
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\u{1B}": "\\e"
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        case "\0": "\\0"
        default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }
}
