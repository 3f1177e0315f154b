@testable import DataAccess
import Domain
import Foundation
import Testing

/// An avatar made with no doing or no place: the offline persona's replies never leave a hole
/// where they would say it ("currently  ."), and an assistant has a voice of its own.
@Suite("Offline persona for avatars without doing or place")
struct OfflinePersonaBlankTraitsTests {
    static func avatar(_ character: CharacterOption, action: String, location: String) -> Avatar {
        Avatar(id: "user-\(character)", name: "Pip", character: character, action: action, location: location,
               author: "You", createdAt: FixtureCatalog.referenceDate, popularity: 0, isUserMade: true)
    }

    @Test(arguments: ReplyLanguage.allCases)
    func noOpenerSaysATraitLeftEmpty(language: ReplyLanguage) {
        for character in CharacterOption.allCases {
            for (action, location) in [("", ""), ("juggling", ""), ("", "on a roof")] {
                let voice = language.voice(for: character)
                let openers = PersonaReplyWriter.openers(
                    of: voice, in: language, for: Self.avatar(character, action: action, location: location))
                #expect(!openers.isEmpty, "\(language) \(character)")
                #expect(!openers.contains { action.isEmpty && $0.contains("{action}") }, "\(language) \(character)")
                #expect(!openers.contains { location.isEmpty && $0.contains("{location}") }, "\(language) \(character)")
            }
        }
    }

    @Test func anAssistantWithNothingButANameGreetsByItsName() {
        let responder = OfflinePersonaResponder(seed: 3, delay: .zero)
        let message = ChatMessage(role: .user, text: "Can you plan a trip to Kyoto?", sentAt: FixtureCatalog.referenceDate)
        let reply = responder.replyText(as: Self.avatar(.assistant, action: "", location: ""), to: [message])
        #expect(reply.contains("Pip"))
        #expect(!reply.contains("  "))
    }
}
