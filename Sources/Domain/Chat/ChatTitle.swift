import Foundation

/// A chat's title, as Chats, the chat's header and its export name it: the one the user gave it,
/// else one made of the first line of the first message they sent in it, so that two chats with
/// one avatar are told apart by what they are about.
public enum ChatTitle {
    /// The most columns of a default title: a row of Chats keeps room for the name and preview.
    public static let maximumColumns = 48

    /// The characters of the first message the stores keep for the title: more than any shows.
    public static let openingLength = 400

    /// The longest title the user can give, in characters.
    public static let maximumLength = 200

    /// The chat's title: its own, else its default one; nil when it has neither (nothing sent yet).
    public static func of(_ chat: Chat) -> String? {
        chat.title ?? chat.openingText.flatMap(byDefault(from:))
    }

    /// The title the user typed, as kept: on one line, trimmed, at most `maximumLength`
    /// characters; nil (back to the default) when nothing is left.
    public static func given(_ text: String) -> String? {
        let line = UntrustedText.clean(text).split(whereSeparator: \.isNewline).joined(separator: " ")
            .trimmingCharacters(in: .whitespaces)
        return line.isEmpty ? nil : String(line.prefix(maximumLength))
    }

    /// The first line of `text` that holds something, trimmed, cut to `maximumColumns` on a word
    /// boundary with "…" (within a word only when a first word alone is longer); nil for blank text.
    public static func byDefault(from text: String) -> String? {
        guard let line = UntrustedText.clean(text).split(whereSeparator: \.isNewline)
            .map({ $0.trimmingCharacters(in: .whitespaces) }).first(where: { !$0.isEmpty })
        else { return nil }
        guard columns(line) > maximumColumns else { return line }
        var kept = "", used = 0, lastSpace: String.Index?
        for character in line {
            let width = columns(String(character))
            // One column stays for "…".
            guard used + width < maximumColumns else { break }
            if character == " " { lastSpace = kept.endIndex }
            kept.append(character)
            used += width
        }
        if let lastSpace, kept.distance(from: kept.startIndex, to: lastSpace) > 0 { kept = String(kept[..<lastSpace]) }
        return kept.trimmingCharacters(in: .whitespaces) + "…"
    }

    /// The columns a terminal gives `text`: two for a wide character (CJK, most emoji), one for
    /// any other. An estimate for the cut (the screens cut again to the room they have).
    static func columns(_ text: String) -> Int {
        text.reduce(0) { sum, character in
            guard let scalar = character.unicodeScalars.first else { return sum }
            return sum + (isWide(scalar) || character.unicodeScalars.count > 1 && scalar.properties.isEmoji ? 2 : 1)
        }
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let ranges: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
        ]
        return ranges.contains { $0.contains(scalar.value) }
    }
}
