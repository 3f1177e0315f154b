import Domain
import Foundation

/// How one kind of character talks in one language: the sentences a reply is made of, in
/// `Resources/Voices/<language>.json` (one voice per character option).
///
/// Templates may use {name}, {action}, {location} and {topic}.
struct PersonaVoice: Decodable {
    /// Greetings that open a reply.
    let openers: [String]
    /// Reactions to the topic of the user's message.
    let reactions: [String]
    /// Optional asides that add character.
    let remarks: [String]
    /// Follow-up questions that close a reply.
    let questions: [String]

    /// Nothing to say: the voice of a character its language's file lacks.
    static let silent = PersonaVoice(openers: [], reactions: [], remarks: [], questions: [])

    /// Every language's voices, read from the bundle on first use; a file that cannot be read
    /// leaves its language silent (`OfflinePersonaResponderTests` checks that every voice loads).
    static let bundled: [ReplyLanguage: [CharacterOption: PersonaVoice]] = Dictionary(
        uniqueKeysWithValues: ReplyLanguage.allCases.map { ($0, (try? load($0)) ?? [:]) })

    /// The voices of one language, by character option.
    static func load(_ language: ReplyLanguage) throws -> [CharacterOption: PersonaVoice] {
        guard let folder = ProgramFolder.resources("Voices") else {
            throw DomainError.unavailable("Voices/\(language.rawValue).json")
        }
        let file = folder.appendingPathComponent("\(language.rawValue).json")
        let byName = try JSONDecoder().decode([String: PersonaVoice].self, from: Data(contentsOf: file))
        return Dictionary(uniqueKeysWithValues: byName.compactMap { name, voice in
            CharacterOption(rawValue: name).map { ($0, voice) }
        })
    }
}

extension ReplyLanguage {
    /// The voice of a character in this language.
    func voice(for character: CharacterOption) -> PersonaVoice {
        PersonaVoice.bundled[self]?[character] ?? .silent
    }
}
