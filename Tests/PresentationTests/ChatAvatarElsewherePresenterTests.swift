import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// Another aichats renames or re-prompts the avatar while its chat is open here: the next reply
/// is asked with what is stored, the header shows it, and a notice says so once.
@MainActor
@Suite("Chat: the avatar changed in another aichats")
struct ChatAvatarElsewherePresenterTests {
    @Test func aPromptChangedElsewhereIsSentAndSaidOnce() async throws {
        let responder = ScriptedResponder(pieces: ["mew"])
        let setup = ChatSetupHarness(harness: Harness(responder: responder))
        let chat = await setup.loadedChat()
        // Another aichats, on the same data folder.
        _ = try await setup.settings.update(for: "fx-cat-mochi") { _ in AvatarSettings(systemPrompt: "Answer in haiku.", temperature: 0.2) }
        chat.editInput { $0.insert("hello") }
        chat.send()
        await chat.waitForReply()
        let request = try #require(responder.receivedRequests.last)
        #expect(request.systemPrompt == "Answer in haiku.")
        #expect(request.temperature == 0.2)
        #expect(setup.router.notice?.text == "Mochi 🍡's settings were changed in another aichats: this reply uses them")
        setup.router.show(Notice("next"))
        chat.editInput { $0.insert("again") }
        chat.send()
        await chat.waitForReply()
        #expect(responder.receivedRequests.last?.systemPrompt == "Answer in haiku.")
        #expect(setup.router.notice?.text == "next", "said once, not at every reply")
    }

    @Test func aRenameElsewhereIsSentAndShownInTheHeader() async throws {
        let responder = ScriptedResponder(pieces: ["mew"])
        let harness = Harness(responder: responder)
        let setup = ChatSetupHarness(harness: harness)
        let chat = await setup.loadedChat()
        let mochi = try #require(chat.avatar)
        let renamed = Avatar(id: mochi.id, name: "Sir Mochi", character: mochi.character, action: mochi.action,
                             location: mochi.location, author: mochi.author, createdAt: mochi.createdAt,
                             popularity: mochi.popularity + 3)
        let others = try await harness.catalog.allAvatars().items.filter { $0.id != mochi.id }
        harness.catalog.answer(others + [renamed])
        chat.editInput { $0.insert("who are you?") }
        chat.send()
        await chat.waitForReply()
        let request = try #require(responder.receivedRequests.last)
        #expect(request.systemPrompt.contains("Sir Mochi"))
        #expect(!request.systemPrompt.contains("Mochi 🍡"))
        #expect(chat.avatar?.name == "Sir Mochi", "the header names it")
        #expect(setup.router.notice?.text == "Mochi 🍡's settings were changed in another aichats: this reply uses them")
    }

    /// Only what the reply is asked with counts: more opens elsewhere (its ♥ count) say nothing.
    @Test func aPopularityChangeSaysNothing() async throws {
        let responder = ScriptedResponder(pieces: ["mew"])
        let harness = Harness(responder: responder)
        let setup = ChatSetupHarness(harness: harness)
        let chat = await setup.loadedChat()
        let mochi = try #require(chat.avatar)
        let busier = Avatar(id: mochi.id, name: mochi.name, character: mochi.character, action: mochi.action,
                            location: mochi.location, author: mochi.author, createdAt: mochi.createdAt,
                            popularity: mochi.popularity + 3)
        harness.catalog.answer(try await harness.catalog.allAvatars().items.filter { $0.id != mochi.id } + [busier])
        chat.editInput { $0.insert("hi") }
        chat.send()
        await chat.waitForReply()
        #expect(setup.router.notice == nil)
    }
}
