import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// New avatar's System prompt field and its optional traits: what is typed is the avatar's own
/// prompt, and the description follows it.
@MainActor
@Suite("CreateAvatarPresenter: the system prompt")
struct CreateAvatarPromptTests {
    @Test func explorersNewAvatarStartsOnTheAssistantWhoseDescriptionSaysSo() {
        let harness = Harness()
        harness.explore().createAvatar()
        #expect(harness.router.sheet == .createAvatar(.assistant))
        let sheet = harness.createAvatar(.assistant)
        #expect(sheet.options.first == .assistant)
        #expect(sheet.preview == "Your assistant")
        #expect(!sheet.hasOwnPrompt)
    }

    @Test func aNameAndAPromptMakeTheAvatarWithThatPromptDescribedByItsFirstLine() async throws {
        let harness = Harness(sheet: .createAvatar(.assistant))
        let sheet = harness.createAvatar(.assistant)
        sheet.insertIntoFocused("Rust reviewer")
        sheet.focus(on: .prompt)
        #expect(sheet.limit(of: .prompt) == AvatarSettingsInteractor.maxPromptLength)
        sheet.insertIntoFocused("You review Rust code for safety.")
        sheet.editFocused { $0.insertLineBreak() }
        sheet.insertIntoFocused("Be terse.\nName the line.")
        #expect(sheet.prompt.text == "You review Rust code for safety.\nBe terse.\nName the line.", "a paste keeps its lines")
        #expect(sheet.preview == "You review Rust code for safety.")
        #expect(sheet.hasOwnPrompt)
        await sheet.submit()
        #expect(harness.router.sheet == nil)
        #expect(harness.router.notice?.text == "Made Rust reviewer with your prompt: find it under My avatars and in Assistants")
        let made = try #require(try await harness.deps.userAvatars.userAvatars().first)
        #expect((made.character, made.action, made.location) == (.assistant, "", ""))
        #expect(await harness.deps.avatarSettings.all[made.id]?.systemPrompt
            == "You review Rust code for safety.\nBe terse.\nName the line.")
    }

    @Test func withoutAPromptTheDescriptionIsBuiltFromTheTraitsGiven() async throws {
        let harness = Harness(sheet: .createAvatar(.assistant))
        let sheet = harness.createAvatar(.assistant)
        sheet.insertIntoFocused("Bolt")
        sheet.moveFocus(by: 1)
        sheet.moveCharacter(by: -1)
        #expect(sheet.character == .robot)
        sheet.moveFocus(by: 1)
        sheet.insertIntoFocused("reviewing Rust code")
        #expect(sheet.preview == "A robot that is reviewing Rust code")
        sheet.moveFocus(by: 1)
        sheet.insertIntoFocused("at a desk")
        #expect(sheet.preview == "A robot that is reviewing Rust code at a desk")
        sheet.moveFocus(by: -1)
        sheet.editFocused { $0 = TextInput() }
        #expect(sheet.preview == "A robot at a desk", "no dangling \"that is\"")
        await sheet.submit()
        let made = try #require(try await harness.deps.userAvatars.userAvatars().first)
        #expect(made.description == "A robot at a desk")
        #expect(await harness.deps.avatarSettings.saves.isEmpty, "the prompt stays the built one")
        #expect(harness.router.notice?.text == "Made Bolt: find it under My avatars and in Robots")
    }

    /// Nothing typed is lost: a prompt alone counts as something to ask about, and a quit names it.
    @Test func escWithOnlyAPromptTypedWarnsAndAQuitNamesIt() {
        let harness = Harness(sheet: .createAvatar(.assistant))
        let sheet = harness.createAvatar(.assistant)
        sheet.focus(on: .prompt)
        sheet.insertIntoFocused("You plan trips.")
        sheet.cancel()
        #expect(harness.router.sheet == .createAvatar(.assistant))
        #expect(harness.router.notice?.text == "Unsaved changes: Esc again discards them")
        #expect(sheet.unsavedInput?.fields == ["system prompt “You plan trips.”"])
        #expect(!sheet.allowsQuitting(), "the first Ctrl-C warns too")
    }
}
