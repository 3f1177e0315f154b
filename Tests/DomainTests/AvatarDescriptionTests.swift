import Domain
import Foundation
import Testing

/// The description is built from what the user gave, with no dangling "that is" or "at", and
/// follows the user's own prompt once there is one.
@Suite("AvatarDescription")
struct AvatarDescriptionTests {
    private func avatar(_ character: CharacterOption, _ action: String, _ location: String, prompt: String? = nil) -> Avatar {
        Avatar(id: "user-1", name: "Rex", character: character, action: action, location: location, author: "You",
               createdAt: Date(timeIntervalSinceReferenceDate: 0), popularity: 0, isUserMade: true, ownPrompt: prompt)
    }

    @Test(arguments: [
        (CharacterOption.robot, "reviewing Rust code", "at a desk", "A robot that is reviewing Rust code at a desk"),
        (.robot, "reviewing Rust code", "", "A robot that is reviewing Rust code"),
        (.robot, "", "at a desk", "A robot at a desk"),
        (.cat, "", "a lab", "A cat in a lab"),
        (.alien, "", "", "An alien"),
        (.assistant, "", "", "Your assistant"),
        (.assistant, "planning trips", "", "An assistant that is planning trips"),
    ])
    func fromTheTraitsGiven(character: CharacterOption, action: String, location: String, expected: String) {
        #expect(avatar(character, action, location).description == expected)
    }

    @Test func theUsersOwnPromptIsDescribedByItsFirstLineCutAtAWord() {
        #expect(avatar(.cat, "testing forms", "a lab", prompt: "\n\u{200B}\n  You review Rust code.\nBe terse.").description
            == "You review Rust code.")
        let long = String(repeating: "word ", count: 30)
        let cut = avatar(.assistant, "", "", prompt: long).description
        #expect(cut.count <= AvatarDescription.maxPromptLineLength)
        #expect(cut.hasSuffix("word…"))
        #expect(avatar(.dog, "", "", prompt: " \n ").description == "A dog", "a blank prompt is none")
    }

    /// The cut keeps a word that ends at the limit, and leaves no article or , ; : before "…".
    @Test(arguments: [
        // Character 100 is a space: "final" is whole and stays.
        (" final", " more words", " final…"),
        (" beyond a", " mountain range", " beyond…"),
        (" tests, the", " whole file", " tests…"),
        (" tests; An", " owl", " tests…"),
        (" tests:", " every one", " tests…"),
        // Inside a word: back to the space before it, and the comma before that goes too.
        (" first, sec", "ondsecond", " first…"),
    ])
    func aLongFirstLineIsCutAtTheLimitWithoutADanglingEnd(kept: String, rest: String, ending: String) {
        let start = String(repeating: "x", count: AvatarDescription.maxPromptLineLength - 1 - kept.count)
        let line = AvatarDescription.promptLine(start + kept + rest + " and more")
        #expect(line == start + ending)
    }

    @Test func theBuiltPromptSaysOnlyWhatWasGiven() {
        #expect(SystemPrompt.text(for: avatar(.assistant, "", ""))
            == "You are Rex, a helpful assistant. Answer clearly and briefly, in the language the user writes in.")
        #expect(SystemPrompt.text(for: avatar(.robot, "", "at a desk"))
            == "You are Rex, a robot at a desk. Stay in character and reply briefly, in the language the user writes in.")
        #expect(SystemPrompt.text(for: avatar(.assistant, "planning trips", ""))
            == "You are Rex, an assistant that is planning trips. Answer clearly and briefly, in the language the user writes in.")
    }
}
