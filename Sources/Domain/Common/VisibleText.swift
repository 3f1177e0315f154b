/// Whether a text shows anything. A name or a message of white space and invisible characters
/// only (zero-width joiners and spaces, soft hyphens, direction marks, variation selectors)
/// shows as nothing, so it counts as empty where a text is required.
public enum VisibleText {
    public static func isEmpty(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { BlankEdges.isBlank($0) || isInvisible($0) }
    }

    /// `text` without the characters (graphemes) that show nothing at all: a zero-width space, a
    /// word joiner or a soft hyphen stands alone as a character, which a name field's counter
    /// would count while nothing shows. A joiner or a variation selector inside a character (an
    /// emoji's ZWJ sequence, "❤️") is part of what shows, and stays.
    public static func droppingInvisibleCharacters(_ text: String) -> String {
        text.filter { character in
            !character.unicodeScalars.allSatisfy(\.properties.isDefaultIgnorableCodePoint)
        }
    }

    /// `text` as typed after `previous` (the character before the cursor), without the
    /// characters that show nothing: a joiner or a selector at its start joins `previous` when that
    /// shows something other than white space, and stays ("☺" then U+FE0F is "☺️").
    public static func droppingInvisibleCharacters(_ text: String, after previous: Character?) -> String {
        guard let previous, !previous.isWhitespace, !isEmpty(String(previous)) else { return droppingInvisibleCharacters(text) }
        let kept = droppingInvisibleCharacters(String(previous) + text)
        return String(String.UnicodeScalarView(kept.unicodeScalars.dropFirst(previous.unicodeScalars.count)))
    }

    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .format, .control: true
        default: scalar.properties.isVariationSelector
        }
    }
}
