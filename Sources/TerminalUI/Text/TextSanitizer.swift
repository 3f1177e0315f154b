/// Removes what must never reach the terminal from text that comes from outside the app.
///
/// Escape sequences (CSI such as "ESC[31m", OSC such as "ESC]0;title BEL", DCS, APC, …) are
/// dropped whole, then the remaining C0 and C1 control characters and the bidi override and
/// isolate characters; tabs become a space.
public enum TextSanitizer {
    /// The text with escape sequences, control and bidi characters removed.
    public static func clean(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        var out = String.UnicodeScalarView()
        var state = EscapeState.text
        for scalar in text.unicodeScalars {
            state = state.next(scalar)
            guard state == .text else { continue }
            if scalar == "\t" { out.append(" ") } else if !isInvisible(scalar) { out.append(scalar) }
        }
        return String(out)
    }

    /// The text cleaned line by line (see `clean`) with its line breaks kept: CR LF and a lone CR
    /// become "\n".
    public static func cleanKeepingLineBreaks(_ text: String) -> String {
        var stream = LineStream()
        return stream.clean(text)
    }

    /// Cleans text that arrives in pieces, as `cleanKeepingLineBreaks` cleans it whole: the pieces
    /// cleaned in order add up to the whole text cleaned, and each costs only its own length.
    public struct LineStream: Sendable {
        private var state = EscapeState.text
        private var previousWasCarriageReturn = false

        /// Nothing read yet.
        public init() {}

        /// The next piece, cleaned.
        public mutating func clean(_ piece: some StringProtocol) -> String {
            if state == .text || state == .textAfterSequence, piece.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
                if !piece.isEmpty { (state, previousWasCarriageReturn) = (.text, false) }
                return String(piece)
            }
            var out = String.UnicodeScalarView()
            for scalar in piece.unicodeScalars {
                defer { previousWasCarriageReturn = scalar == "\r" }
                if scalar == "\n", previousWasCarriageReturn { continue }
                if scalar == "\r" || scalar == "\n" {
                    // An escape sequence never runs past the end of a line.
                    state = .text
                    out.append("\n")
                    continue
                }
                state = state.next(scalar)
                guard state == .text else { continue }
                if scalar == "\t" { out.append(" ") } else if !isInvisible(scalar) { out.append(scalar) }
            }
            return String(out)
        }
    }

    /// True for control characters and bidi controls: they are dropped before drawing.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x20 || (0x7F...0x9F).contains(v) { return true }
        return (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) || v == 0x200E || v == 0x200F
            || v == 0x061C
    }
}

/// Where the sanitizer is in an escape sequence.
private enum EscapeState: Equatable {
    /// Ordinary text.
    case text
    /// The scalar just read ended a sequence and is dropped.
    case textAfterSequence
    /// After ESC, or after ESC and intermediate bytes.
    case escape
    /// Inside a CSI sequence, until its final byte.
    case controlSequence
    /// Inside a string sequence (OSC, DCS, SOS, PM, APC), until BEL or ST.
    case string
    /// After ESC inside a string sequence: a backslash ends it.
    case stringEscape

    /// The state after reading `scalar` in this state.
    func next(_ scalar: Unicode.Scalar) -> EscapeState {
        let v = scalar.value
        switch self {
        case .text, .textAfterSequence:
            if v == 0x1B { return .escape }
            if v == 0x9B { return .controlSequence }
            if v == 0x9D || v == 0x90 || v == 0x98 || v == 0x9E || v == 0x9F { return .string }
            return .text
        case .escape:
            if scalar == "[" { return .controlSequence }
            if "]PX^_".unicodeScalars.contains(scalar) { return .string }
            return v == 0x1B || (0x20...0x2F).contains(v) ? .escape : .textAfterSequence
        case .controlSequence:
            if (0x40...0x7E).contains(v) { return .textAfterSequence }
            return (0x20...0x3F).contains(v) ? .controlSequence : .text
        case .string:
            if v == 0x07 || v == 0x9C { return .textAfterSequence }
            return v == 0x1B ? .stringEscape : .string
        case .stringEscape:
            return scalar == "\\" ? .textAfterSequence : .string
        }
    }
}
