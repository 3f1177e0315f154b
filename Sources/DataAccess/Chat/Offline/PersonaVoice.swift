import Domain
import Foundation

/// How one kind of character talks in one language.
///
/// Templates may use {name}, {action}, {location} and {topic}.
struct PersonaVoice {
    /// Greetings that open a reply.
    let openers: [String]
    /// Reactions to the topic of the user's message.
    let reactions: [String]
    /// Optional asides that add character.
    let remarks: [String]
    /// Follow-up questions that close a reply.
    let questions: [String]
}

extension ReplyLanguage {
    /// The voice of a character in this language.
    func voice(for character: CharacterOption) -> PersonaVoice {
        switch self {
        case .english: PersonaVoice.english(character)
        case .japanese: PersonaVoice.japanese(character)
        case .simplifiedChinese: PersonaVoice.simplifiedChinese(character)
        case .traditionalChinese: PersonaVoice.traditionalChinese(character)
        }
    }
}
