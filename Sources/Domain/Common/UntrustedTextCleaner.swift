/// Cleans text that arrives in pieces, such as a streamed reply, by `UntrustedText`'s rule: an
/// escape sequence or a CR LF split across two pieces is handled as if the pieces were one text,
/// so the cleaned pieces joined equal the whole text cleaned.
public struct UntrustedTextCleaner: Sendable {
    private var mode = Mode.text
    private var afterCarriageReturn = false

    /// A cleaner at the start of a text.
    public init() {}

    /// The next piece, cleaned; nothing is held back, as an unfinished sequence is dropped as it goes.
    public mutating func clean(_ piece: String) -> String {
        // Most of a reply, in any script, holds nothing to drop: one look at its bytes tells.
        if mode == .text, Self.isPlain(piece.utf8, afterCarriageReturn: afterCarriageReturn) {
            if !piece.isEmpty { afterCarriageReturn = false }
            return piece
        }
        var out = String.UnicodeScalarView()
        for scalar in piece.unicodeScalars {
            if let kept = next(scalar) { out.append(kept) }
        }
        return String(out)
    }

    /// True when the UTF-8 text has nothing `clean` would change: no control character but tab
    /// and line feed (nor a line feed just after a CR), no DEL, no C1 control (C2 80–9F), no
    /// bidi control (U+061C D8 9C, U+200E/F E2 80 8E/8F, U+202A–E E2 80 AA–AE, U+2066–9 E2 81 A6–A9).
    private static func isPlain(_ bytes: String.UTF8View, afterCarriageReturn: Bool) -> Bool {
        if afterCarriageReturn, bytes.first == 0x0A { return false }
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in bytes {
            switch (previous.0, previous.1, byte) {
            case (_, _, 0x00...0x08), (_, _, 0x0B...0x1F), (_, _, 0x7F): return false
            case (_, 0xC2, 0x80...0x9F), (_, 0xD8, 0x9C): return false
            case (0xE2, 0x80, 0x8E...0x8F), (0xE2, 0x80, 0xAA...0xAE), (0xE2, 0x81, 0xA6...0xA9): return false
            default: previous = (previous.1, byte)
            }
        }
        return true
    }

    /// What `scalar` becomes: itself, "\n" for a CR, or nil when it is dropped.
    private mutating func next(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        defer { afterCarriageReturn = scalar == "\r" }
        switch scalar.value {
        case 0x0D:
            mode = .text
            return "\n"
        case 0x0A:
            mode = .text
            return afterCarriageReturn ? nil : "\n"
        case 0x18, 0x1A:  // CAN and SUB cancel a sequence
            mode = .text
            return nil
        default:
            return step(scalar)
        }
    }

    private mutating func step(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let value = scalar.value
        switch mode {
        case .text:
            if let opened = Mode(opening: value) {
                mode = opened
                return nil
            }
            return scalar == "\t" || !UntrustedText.isControlOrBidi(scalar) ? scalar : nil
        case .escape:
            switch scalar {
            case "[": mode = .controlSequence
            case "]", "P", "X", "^", "_": mode = .string
            case _ where value == 0x1B || (0x20...0x2F).contains(value): break
            case _ where (0x30...0x7E).contains(value): mode = .text
            default:
                mode = .text
                return step(scalar)
            }
            return nil
        case .controlSequence:
            if (0x40...0x7E).contains(value) {
                mode = .text
            } else if !(0x20...0x3F).contains(value) {
                mode = .text
                return step(scalar)
            }
            return nil
        case .string:
            if value == 0x07 || value == 0x9C { mode = .text } else if value == 0x1B { mode = .stringEscape }
            return nil
        case .stringEscape:
            // ESC \ is the string terminator; ESC and anything else ends the string and starts a new sequence.
            mode = .escape
            if scalar == "\\" {
                mode = .text
                return nil
            }
            return step(scalar)
        }
    }

    /// Where the cleaner is in an escape sequence.
    private enum Mode: Sendable {
        /// Ordinary text.
        case text
        /// After ESC, or after ESC and intermediate characters.
        case escape
        /// Inside a CSI sequence, until its final character.
        case controlSequence
        /// Inside a string sequence (OSC, DCS, SOS, PM, APC), until BEL or ST.
        case string
        /// After ESC inside a string sequence.
        case stringEscape

        /// The mode a scalar opens in text: ESC and the 8-bit CSI, OSC, DCS, SOS, PM and APC.
        init?(opening value: UInt32) {
            switch value {
            case 0x1B: self = .escape
            case 0x9B: self = .controlSequence
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F: self = .string
            default: return nil
            }
        }
    }
}
