import Domain
import DomainDoubles
import Foundation
import Testing

@Suite("CreateAvatarInteractor")
struct CreateAvatarInteractorTests {
    let ann = Profile(name: "Ann", color: .green, createdAt: referenceNow)
    static let catalogMochi = Avatar(
        id: "cat-mochi", name: "Mochi 🍡", character: .cat, action: "eating dango", location: "in 東京",
        author: "aichats", createdAt: referenceNow, popularity: 11_000)

    /// Over a catalog of Mochi alone, and the avatars saved in `store`.
    private func interactor(
        _ store: FakeUserAvatarStore, profiles: FakeProfileService? = nil, settings: FakeAvatarSettingsStore = FakeAvatarSettingsStore()
    ) -> CreateAvatarInteractor {
        CreateAvatarInteractor(
            avatars: MadeAvatarsJoining(catalog: [Self.catalogMochi], store: store), store: store, settings: settings,
            profiles: profiles ?? FakeProfileService(ann), clock: .fixed(referenceNow))
    }

    @Test func savesATrimmedUserMadeAvatarAuthoredByTheProfile() async throws {
        let store = FakeUserAvatarStore()
        let interactor = interactor(store)
        let avatar = try await interactor.create(
            name: "  小龙 🐉 ", character: .robot, action: "brewing\ntea", location: " in a 台北 teahouse ")
        #expect(avatar.name == "小龙 🐉")
        #expect(avatar.action == "brewing tea")
        #expect(avatar.description == "A robot that is brewing tea in a 台北 teahouse")
        #expect(avatar.author == "Ann")
        #expect(avatar.isUserMade)
        #expect(avatar.popularity == 0)
        #expect(avatar.createdAt == referenceNow)
        #expect(avatar.id.hasPrefix("user-"))
        #expect(await store.saved == [avatar])
    }

    @Test func aGuestIsTheAuthorYou() async throws {
        let interactor = interactor(FakeUserAvatarStore(), profiles: FakeProfileService())
        #expect(try await interactor.create(name: "Rex", character: .dog, action: "running", location: "outside").author == "You")
    }

    @Test("the name is required, every field bounded", arguments: [
        ("", "running", "outside", "enter a name"),
        ("\u{200B}\u{200D}", "sleeping", "in a box", "enter a name"),
        (String(repeating: "x", count: 33), "running", "outside", "a name has at most 32 characters"),
        ("Rex", String(repeating: "走", count: 49), "outside", "What it is doing has at most 48 characters"),
        ("Rex", "", String(repeating: "x", count: 49), "Where it is has at most 48 characters"),
    ])
    func invalidInput(name: String, action: String, location: String, message: String) async {
        let store = FakeUserAvatarStore()
        let interactor = interactor(store)
        await #expect(throws: DomainError.invalidInput(message)) {
            try await interactor.create(name: name, character: .dog, action: action, location: location)
        }
        #expect(await store.saved.isEmpty)
    }

    /// Chats, search and the picker name avatars alone: a name taken, in any letter case, is
    /// refused with whose it is, and nothing is saved.
    @Test(arguments: [
        ("Mochi 🍡", "Mochi 🍡 is already the name of a cat in the catalog: pick another name"),
        ("  mochi 🍡 ", "Mochi 🍡 is already the name of a cat in the catalog: pick another name"),
        ("REX", "Rex is already the name of one of your avatars: pick another name"),
        // Characters that show nothing (default-ignorable) do not make a name another one.
        ("Re\u{200B}x", "Rex is already the name of one of your avatars: pick another name"),
        ("R\u{2060}ex", "Rex is already the name of one of your avatars: pick another name"),
        ("Re\u{00AD}x", "Rex is already the name of one of your avatars: pick another name"),
        ("\u{FEFF}Rex\u{200D}", "Rex is already the name of one of your avatars: pick another name"),
        ("Mo\u{200C}chi 🍡\u{FE0F}", "Mochi 🍡 is already the name of a cat in the catalog: pick another name"),
    ])
    func aNameAnotherAvatarHasIsRefused(name: String, message: String) async throws {
        let store = FakeUserAvatarStore()
        let interactor = interactor(store)
        let rex = try await interactor.create(name: "Rex", character: .dog, action: "running", location: "outside")
        await #expect(throws: DomainError.invalidInput(message)) {
            try await interactor.create(name: name, character: .cat, action: "eating dango", location: "at home")
        }
        #expect(await store.saved == [rex])
        let other = try await interactor.create(name: "Mochi 🍡 II", character: .cat, action: "napping", location: "at home")
        #expect(await store.saved == [rex, other], "a name that only begins like another one is fine")
    }

    /// An accented letter written as a letter and a combining accent is the same name as the
    /// letter with the accent (NFC).
    @Test func aNameEncodedOtherwiseIsTheSameName() async throws {
        let store = FakeUserAvatarStore()
        let interactor = interactor(store)
        _ = try await interactor.create(name: "Zoé", character: .alien, action: "landing", location: "here")
        await #expect(throws: DomainError.invalidInput("Zoé is already the name of one of your avatars: pick another name")) {
            try await interactor.create(name: "zoe\u{0301}", character: .cat, action: "napping", location: "at home")
        }
    }
}

/// The catalog's avatars and the ones saved so far, as the app's avatar service joins them.
private struct MadeAvatarsJoining: AvatarService {
    let catalog: [Avatar]
    let store: FakeUserAvatarStore

    func allAvatars() async throws -> CatalogLoad<Avatar> {
        CatalogLoad(items: catalog + (await store.userAvatars()))
    }
}

/// Doing and where are optional, and a prompt typed in the form is the avatar's own.
@Suite("CreateAvatarInteractor: optional traits and the prompt")
struct CreateAvatarOptionalFieldsTests {
    private func interactor(_ store: FakeUserAvatarStore, _ settings: FakeAvatarSettingsStore) -> CreateAvatarInteractor {
        CreateAvatarInteractor(
            avatars: StubAvatarService(load: CatalogLoad(items: [])), store: store, settings: settings,
            profiles: FakeProfileService(), clock: .fixed(referenceNow))
    }

    @Test func aNameAndAPromptMakeAnAssistantDescribedByThePromptsFirstLine() async throws {
        let store = FakeUserAvatarStore(), settings = FakeAvatarSettingsStore()
        let made = try await interactor(store, settings).create(
            name: "Rust reviewer", character: .assistant, action: " ", location: "\u{200B}",
            prompt: "\n  You review Rust code for safety.  \nBe terse.\n")
        #expect((made.action, made.location) == ("", ""))
        #expect(made.description == "You review Rust code for safety.")
        #expect(await settings.all[made.id]?.systemPrompt == "You review Rust code for safety.  \nBe terse.")
        #expect(AvatarSettings(systemPrompt: made.ownPrompt).prompt(for: made) == "You review Rust code for safety.  \nBe terse.")
    }

    @Test func withoutAPromptNothingIsSavedInSettingsAndThePromptIsBuilt() async throws {
        let store = FakeUserAvatarStore(), settings = FakeAvatarSettingsStore()
        let made = try await interactor(store, settings).create(
            name: "Bolt", character: .robot, action: "reviewing Rust code", location: "", prompt: "  \n ")
        #expect(made.ownPrompt == nil)
        #expect(await settings.saves.isEmpty)
        #expect(made.description == "A robot that is reviewing Rust code")
        #expect(SystemPrompt.text(for: made)
            == "You are Bolt, a robot that is reviewing Rust code. Stay in character and reply briefly, in the language the user writes in.")
    }

    @Test func aPromptTooLongIsRefusedAndNothingIsSaved() async {
        let store = FakeUserAvatarStore(), settings = FakeAvatarSettingsStore()
        await #expect(throws: DomainError.invalidInput("The system prompt is longer than 8000 characters")) {
            try await interactor(store, settings).create(
                name: "Wordy", character: .assistant, action: "", location: "", prompt: String(repeating: "x", count: 8_001))
        }
        #expect(await store.saved.isEmpty)
        #expect(await settings.saves.isEmpty)
    }

    /// A prompt that cannot be kept leaves no avatar without it under the name: the prompt is
    /// written before the avatar.
    @Test func aPromptThatCannotBeSavedLeavesNoAvatar() async {
        let store = FakeUserAvatarStore(), failure = DomainError.storage(.diskFull)
        let settings = FakeAvatarSettingsStore(updateFailure: failure)
        await #expect(throws: failure) {
            try await interactor(store, settings).create(
                name: "Rust reviewer", character: .assistant, action: "", location: "", prompt: "You review Rust code.")
        }
        #expect(await store.saved.isEmpty)
    }
}
