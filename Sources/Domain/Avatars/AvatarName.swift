import Foundation

/// The rule that no two avatars share a name. Chats, the chat search, the "Discuss with…" picker,
/// exports and the Chat header tell avatars apart by name alone, so a second "Mochi 🍡" would make
/// its chats indistinguishable from the first one's.
public enum AvatarName {
    /// True when the two names read as the same name: equal but for letter case, for characters
    /// that show nothing (a zero-width space, a word joiner, a soft hyphen, a joiner or variation
    /// selector: the default-ignorable code points, which web pages hand over with copied text)
    /// and for how accented letters are encoded (NFC).
    static func isSame(_ name: String, as other: String) -> Bool {
        comparable(name).compare(comparable(other), options: [.caseInsensitive]) == .orderedSame
    }

    /// `name` as two names are compared: without default-ignorable code points, then in NFC.
    static func comparable(_ name: String) -> String {
        var shown = String.UnicodeScalarView()
        shown.append(contentsOf: name.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint })
        return String(shown).precomposedStringWithCanonicalMapping
    }

    /// Throws `DomainError.invalidInput` naming the avatar that already has `name`.
    public static func checkUnique(_ name: String, among avatars: [Avatar]) throws {
        guard let taken = avatars.first(where: { isSame(name, as: $0.name) }) else { return }
        let whose = taken.isUserMade
            ? "one of your avatars" : "\(taken.character.indefiniteArticle.lowercased()) \(taken.character.noun) in the catalog"
        throw DomainError.invalidInput("\(taken.name) is already the name of \(whose): pick another name")
    }
}
