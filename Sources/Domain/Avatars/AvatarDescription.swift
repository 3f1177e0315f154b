import Foundation

/// The line that describes an avatar in Explore, a category and the chat header, built from what
/// the user gave. An avatar with the user's own system prompt is described by that prompt's first
/// line, so the line never contradicts how it answers; otherwise by its traits, leaving out the
/// ones it has none of: "A robot that is reviewing Rust code", "A robot at a desk", "A robot",
/// or, an assistant with nothing more, "Your assistant". Never a sentence with a dangling
/// "that is" or "at".
public enum AvatarDescription {
    /// The longest description taken from a prompt, in characters: Explore's rows show about half.
    public static let maxPromptLineLength = 100

    /// The sentence the traits make.
    public static func traits(character: CharacterOption, action: String, location: String) -> String {
        let action = action.trimmingCharacters(in: .whitespaces), location = location.trimmingCharacters(in: .whitespaces)
        if character == .assistant, action.isEmpty, location.isEmpty { return "Your assistant" }
        return "\(character.indefiniteArticle) \(character.noun)" + (action.isEmpty ? "" : " that is \(action)")
            + (location.isEmpty ? "" : " " + AvatarPlace.phrase(location))
    }

    /// The prompt's first line that holds something visible, cut at a word to
    /// `maxPromptLineLength` with "…"; nil when the prompt is blank.
    public static func promptLine(_ prompt: String) -> String? {
        guard let line = prompt.split(whereSeparator: \.isNewline)
            .map({ $0.trimmingCharacters(in: .whitespaces) }).first(where: { !VisibleText.isEmpty($0) })
        else { return nil }
        guard line.count > maxPromptLineLength else { return line }
        let cut = line.prefix(maxPromptLineLength - 1)
        // Backs up only from inside a word: a cut that falls on a space keeps the word before it.
        let endsAWord = line[cut.endIndex].isWhitespace
        let atWord = endsAWord ? cut : cut.lastIndex(where: \.isWhitespace).map { cut[..<$0] } ?? cut
        let tidied = withoutDanglingEnd(atWord)
        return String(tidied.isEmpty ? atWord : tidied).trimmingCharacters(in: .whitespaces) + "…"
    }

    /// `text` without what would read oddly before "…": spaces, a , ; or : and a last word that
    /// is an article ("Review the…", "tests, …" say less than "Review…", "tests…").
    private static func withoutDanglingEnd(_ text: Substring) -> Substring {
        var text = text
        while true {
            let before = text
            while let last = text.last, last.isWhitespace || ",;:".contains(last) { text.removeLast() }
            if let space = text.lastIndex(where: \.isWhitespace),
               ["a", "an", "the"].contains(text[text.index(after: space)...].lowercased()) {
                text = text[..<space]
            }
            if text == before { return text }
        }
    }
}

extension Avatar {
    /// How Explore, a category and the chat header describe the avatar (`AvatarDescription`).
    public var description: String {
        ownPrompt.flatMap(AvatarDescription.promptLine)
            ?? AvatarDescription.traits(character: character, action: action, location: location)
    }
}
