import Domain
import DomainDoubles
import Foundation
import Testing

/// What the avatar settings sheet may save: the prompt, temperature and max tokens as typed.
@Suite("Avatar settings")
struct AvatarSettingsInteractorTests {
    let mochi = makeAvatar("mochi", name: "Mochi", .cat, action: "napping", location: "on a 東京 rooftop")

    func interactor(_ store: FakeAvatarSettingsStore) -> AvatarSettingsInteractor {
        AvatarSettingsInteractor(avatars: StubAvatarService([mochi]), store: store)
    }

    @Test func theBuiltPromptComesFromTheCharacterActivityAndPlace() {
        #expect(AvatarSettings().prompt(for: mochi)
            == "You are Mochi, a cat that is napping on a 東京 rooftop. Stay in character and reply briefly, "
            + "in the language the user writes in.")
        #expect(AvatarSettings(systemPrompt: "Only haiku.").prompt(for: mochi) == "Only haiku.")
    }

    @Test func anOwnPromptAndOverridesAreSavedTrimmed() async throws {
        let store = FakeAvatarSettingsStore()
        let saved = try await interactor(store).save(
            prompt: "  You are Mochi.\nOnly haiku.\n", temperature: " 0.3", maxTokens: "256 ", over: AvatarSettings(),
            for: mochi)
        #expect(saved == AvatarSettings(systemPrompt: "You are Mochi.\nOnly haiku.", temperature: 0.3, maxTokens: 256))
        #expect(await store.settings(for: "mochi") == saved)
    }

    @Test func aBlankOrBuiltPromptAndBlankNumbersMeanTheDefaults() async throws {
        let store = FakeAvatarSettingsStore(["mochi": AvatarSettings(systemPrompt: "old", temperature: 1)])
        try await interactor(store).save(
            prompt: SystemPrompt.text(for: mochi), temperature: "", maxTokens: "",
            over: AvatarSettings(systemPrompt: "old", temperature: 1), for: mochi)
        #expect(await store.settings(for: "mochi") == AvatarSettings())
        try await interactor(store).save(prompt: " \n ", temperature: "", maxTokens: "", over: AvatarSettings(), for: mochi)
        #expect(await store.saves.last?.settings == AvatarSettings())
    }

    /// Two aichats had the sheet open: one saved its own prompt, then the other a temperature.
    /// The second save writes only the temperature and returns the prompt the first one saved.
    @Test func aSaveWritesOnlyTheFieldsTheFormChanged() async throws {
        let store = FakeAvatarSettingsStore(["mochi": AvatarSettings(maxTokens: 50)])
        let loaded = await store.settings(for: "mochi")
        try await store.save(AvatarSettings(systemPrompt: "Always mention the sea.", maxTokens: 50), for: "mochi")
        let saved = try await interactor(store).save(
            prompt: SystemPrompt.text(for: mochi), temperature: "0.3", maxTokens: "50", over: loaded, for: mochi)
        #expect(saved == AvatarSettings(systemPrompt: "Always mention the sea.", temperature: 0.3, maxTokens: 50))
        #expect(await store.settings(for: "mochi") == saved)
    }

    @Test(arguments: [("2.5", ""), ("warm", ""), ("-0.1", ""), ("", "0"), ("", "12.5"), ("", "2000000")])
    func aWrongNumberIsRefusedAndNothingIsSaved(temperature: String, maxTokens: String) async throws {
        let store = FakeAvatarSettingsStore()
        await #expect(throws: DomainError.self) {
            try await interactor(store).save(
                prompt: "x", temperature: temperature, maxTokens: maxTokens, over: AvatarSettings(), for: mochi)
        }
        #expect(await store.saves.isEmpty)
    }

    @Test func aPromptOverTheLimitIsRefused() async throws {
        let long = String(repeating: "猫", count: AvatarSettingsInteractor.maxPromptLength + 1)
        #expect(throws: DomainError.invalidInput("The system prompt is longer than 8000 characters")) {
            try AvatarSettingsInteractor.settings(prompt: long, temperature: "", maxTokens: "", for: mochi)
        }
    }
}
