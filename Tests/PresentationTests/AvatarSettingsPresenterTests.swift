import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

@MainActor
@Suite("AvatarSettingsPresenter")
struct AvatarSettingsPresenterTests {
    let responder = ScriptedResponder(pieces: ["purr"])

    func make(_ settings: FakeAvatarSettingsStore = FakeAvatarSettingsStore()) -> ChatSetupHarness {
        ChatSetupHarness(harness: Harness(path: [.explore, .chat(avatarID: "fx-cat-mochi")], responder: responder),
                         settings: settings)
    }

    /// Mochi's settings sheet, loaded; `presented` first puts it up on the router, as its key does.
    func loadedSheet(_ setup: ChatSetupHarness, presented: Bool = false) async -> AvatarSettingsPresenter {
        if presented { setup.router.present(.avatarSettings(avatarID: "fx-cat-mochi")) }
        let sheet = setup.avatarSettings()
        await sheet.onAppear()
        return sheet
    }

    @Test func theSheetShowsThePromptBuiltFromTheAvatarsTraits() async throws {
        let setup = make()
        let sheet = await loadedSheet(setup)
        let mochi = try #require(sheet.avatar)
        #expect(sheet.prompt.text == SystemPrompt.text(for: mochi))
        #expect(sheet.prompt.text.contains(mochi.action))
        #expect(sheet.isBuiltPrompt)
        #expect(sheet.temperature.text.isEmpty && sheet.maxTokens.text.isEmpty)
        #expect(!sheet.hasChanges)
    }

    @Test func editingThePromptChangesTheNextRequestsSystemPromptAndOverrides() async throws {
        let setup = make()
        let chat = await setup.loadedChat()
        await setup.send("before", in: chat)
        let mochi = try #require(chat.avatar)
        #expect(responder.receivedRequests.last?.systemPrompt == SystemPrompt.text(for: mochi))

        chat.editAvatarSettings()
        #expect(setup.router.sheet == .avatarSettings(avatarID: "fx-cat-mochi"))
        let sheet = await loadedSheet(setup)
        sheet.editFocused { $0.clear() }
        sheet.insertIntoFocused("You are Mochi.\nAnswer only in haiku.")
        #expect(!sheet.isBuiltPrompt)
        sheet.moveFocus(by: 1)
        sheet.insertIntoFocused("0.2")
        sheet.moveFocus(by: 1)
        sheet.insertIntoFocused("128")
        await sheet.save()
        #expect(setup.router.sheet == nil)
        #expect(setup.router.notice?.text == "Saved: Mochi 🍡 answers with its own prompt")

        await chat.onReappear()
        await setup.send("after", in: chat)
        let request = try #require(responder.receivedRequests.last)
        #expect(request.systemPrompt == "You are Mochi.\nAnswer only in haiku.")
        #expect(request.temperature == 0.2)
        #expect(request.maxTokens == 128)
    }

    /// A click on a field focuses it; a catalog avatar's sheet shows no name field, so none takes it.
    @Test func focusGoesToAFieldTheSheetShowsOnly() async {
        let sheet = await loadedSheet(make())
        sheet.focus(on: .maxTokens)
        #expect(sheet.focus == .maxTokens)
        sheet.focus(on: .name)
        #expect(sheet.focus == .maxTokens)
    }

    @Test func aWrongNumberKeepsTheSheetAndEverythingTyped() async throws {
        let setup = make()
        let sheet = await loadedSheet(setup, presented: true)
        sheet.insertIntoFocused("Also: purr. ")
        sheet.moveFocus(by: 1)
        sheet.insertIntoFocused("hot")
        sheet.moveFocus(by: 1)
        await sheet.save()
        #expect(sheet.error == "Temperature is a number from 0 to 2, or empty for the backend's own")
        #expect(sheet.focus == .temperature)
        #expect(sheet.prompt.text.hasPrefix("You are Mochi") && sheet.prompt.text.hasSuffix("writes in.Also: purr. "))
        #expect(setup.router.sheet != nil)
        #expect(await setup.settings.saves.isEmpty)
    }

    @Test func escWithChangesWarnsFirstThenDiscards() async throws {
        let setup = make()
        let sheet = await loadedSheet(setup, presented: true)
        sheet.insertIntoFocused(" Purr. ")
        await sheet.cancel()
        #expect(setup.router.sheet != nil)
        #expect(setup.router.notice?.text == "Unsaved changes: Ctrl-S saves them, Esc again discards them")
        #expect(sheet.prompt.text.hasSuffix("writes in. Purr. "))
        await sheet.cancel()
        #expect(setup.router.sheet == nil)
        #expect(await setup.settings.saves.isEmpty)
    }

    /// The avatar was deleted in another aichats while its sheet was open: Ctrl-S cannot save the
    /// changes, and says so as it closes the sheet, rather than doing nothing.
    @Test func ctrlSForAnAvatarDeletedElsewhereClosesTheSheetAndSaysSo() async throws {
        let setup = make()
        let sheet = await loadedSheet(setup, presented: true)
        sheet.insertIntoFocused(" Purr. ")
        setup.harness.catalog.answer(try await setup.harness.catalog.allAvatars().items.filter { $0.id != "fx-cat-mochi" })
        await sheet.save()
        #expect(setup.router.sheet == nil)
        #expect(setup.router.notice
            == Notice("Mochi 🍡 was deleted (in another aichats, say): these settings cannot be saved", isError: true))
        #expect(await setup.settings.saves.isEmpty)
    }

    /// The same, with Esc: it does not claim that Ctrl-S saves the changes.
    @Test func escForAnAvatarDeletedElsewhereDoesNotOfferCtrlS() async throws {
        let setup = make()
        let sheet = await loadedSheet(setup, presented: true)
        sheet.insertIntoFocused(" Purr. ")
        setup.harness.catalog.answer(try await setup.harness.catalog.allAvatars().items.filter { $0.id != "fx-cat-mochi" })
        await sheet.cancel()
        #expect(setup.router.sheet == nil)
        #expect(setup.router.notice?.text == "Mochi 🍡 was deleted (in another aichats, say): these settings cannot be saved")
    }

    @Test func clearingAnOwnPromptGoesBackToTheBuiltOne() async throws {
        let settings = FakeAvatarSettingsStore(["fx-cat-mochi": AvatarSettings(systemPrompt: "Only haiku.", maxTokens: 50)])
        let setup = make(settings)
        let sheet = await loadedSheet(setup)
        #expect(sheet.prompt.text == "Only haiku.")
        #expect(sheet.maxTokens.text == "50")
        sheet.editFocused { $0.clear() }
        #expect(sheet.isBuiltPrompt)
        await sheet.save()
        #expect(await settings.settings(for: "fx-cat-mochi") == AvatarSettings(maxTokens: 50))
    }

    /// A prompt longer than a backend's context_chars leaves no room for any message there:
    /// the save says so, where the prompt is written, rather than every reply later.
    @Test func aPromptLongerThanABackendsContextCharsIsSavedWithAWarning() async throws {
        let small = ChatBackend(name: "local", displayURL: "http://127.0.0.1:11434/v1", model: "m", contextChars: 6_000)
        let setup = ChatSetupHarness(
            harness: Harness(path: [.explore, .chat(avatarID: "fx-cat-mochi")], responder: responder),
            catalog: FakeModelCatalog(backends: [small, cloudBackend]))
        let sheet = await loadedSheet(setup)
        sheet.editFocused { $0.clear() }
        sheet.insertIntoFocused(String(repeating: "p", count: 7_193))
        await sheet.save()
        let notice = try #require(setup.router.notice)
        #expect(notice.text == "Saved, but the prompt has 7193 characters and backend local sends at most 6000 in all "
            + "(context_chars): replies there fail until you shorten it (Alt-p) or raise context_chars in the config file")
        #expect(notice.isError)
        #expect(await setup.settings.settings(for: "fx-cat-mochi").systemPrompt?.count == 7_193, "it is saved all the same")
    }

    /// Two aichats with Mochi's sheet open: one saves its own prompt, the other then a
    /// temperature. The prompt stays, and the second notice says so.
    @Test func aSaveKeepsWhatTheOtherWindowSaved() async throws {
        let setup = make()
        let first = await loadedSheet(setup, presented: true)
        let second = await loadedSheet(setup)
        first.insertIntoFocused(" Always mention the sea.")
        await first.save()
        second.moveFocus(by: 1)
        second.insertIntoFocused("0.3")
        await second.save()
        let stored = await setup.settings.settings(for: "fx-cat-mochi")
        #expect(stored.systemPrompt?.hasSuffix("writes in. Always mention the sea.") == true)
        #expect(stored.temperature == 0.3)
        #expect(setup.router.notice?.text == "Saved: Mochi 🍡 answers with its own prompt")
    }
}
