import Domain
import Foundation
import Testing

/// A place typed without its preposition reads as a place: "in a noisy lab".
@Suite("AvatarPlace: the Where field in a sentence")
struct AvatarPlaceTests {
    @Test(arguments: [
        ("a noisy lab", "in a noisy lab"),
        ("The garden", "in The garden"),
        ("my  attic", "in my  attic"),
        ("in the park", "in the park"),
        ("on the moon 🌙", "on the moon 🌙"),
        ("under a tree", "under a tree"),
        ("at home", "at home"),
        ("anywhere", "anywhere"),
        ("im Park", "im Park"),
        ("在公园", "在公园"),
    ])
    func aBareNounGetsInAndAnythingElseStaysAsTyped(_ typed: String, _ said: String) {
        #expect(AvatarPlace.phrase(typed) == said)
    }

    /// The description, the system prompt and so the chat's request say it the same way; the
    /// avatar keeps what was typed, for its Where field.
    @Test func theDescriptionAndThePromptSayThePlaceWithItsPreposition() {
        let avatar = Avatar(
            id: "user-1", name: "Bitsy", character: .cat, action: "debugging servers", location: "a noisy lab",
            author: "You", createdAt: Date(timeIntervalSince1970: 0), popularity: 0, isUserMade: true)
        #expect(avatar.description == "A cat that is debugging servers in a noisy lab")
        #expect(SystemPrompt.text(for: avatar).hasPrefix("You are Bitsy, a cat that is debugging servers in a noisy lab. "))
        #expect(avatar.location == "a noisy lab")
    }
}
