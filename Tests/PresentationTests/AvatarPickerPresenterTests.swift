import DataAccess
import DomainDoubles
import Foundation
import Presentation
import Testing
@testable import Domain

@MainActor
@Suite("Chat about an article")
struct AvatarPickerPresenterTests {
    let responder = ScriptedResponder(pieces: ["Interesting."])

    func make() -> ChatSetupHarness {
        ChatSetupHarness(harness: Harness(path: [.explore, .article(id: "fx-tech-battery")], responder: responder))
    }

    /// The article screen after `c`, and the avatar picker it asked for.
    func pickerFromArticle(_ setup: ChatSetupHarness) async throws -> (ArticlePresenter, AvatarPickerPresenter) {
        let article = setup.article("fx-tech-battery")
        await article.onAppear()
        await article.chatsAbout?.startChat()
        guard case .avatarPicker(let reference) = setup.router.sheet else {
            Issue.record("c opened \(String(describing: setup.router.sheet))")
            throw CancellationError()
        }
        let picker = setup.avatarPicker(about: reference)
        await picker.onAppear()
        return (article, picker)
    }

    @Test func theFilterFindsAvatarsByNameOrDescription() async throws {
        let (_, picker) = try await pickerFromArticle(make())
        #expect(picker.visible.count > 3)
        picker.editFilter { $0.insert("mochi") }
        #expect(picker.visible.map(\.id) == ["fx-cat-mochi"])
        picker.editFilter { $0.clear(); $0.insert("ＭＯＣＨＩ") }
        #expect(picker.visible.map(\.id) == ["fx-cat-mochi"], "folded as every filter folds: full width too")
        picker.editFilter { $0.clear(); $0.insert("nobody-is-called-this") }
        #expect(picker.visible.isEmpty)
        await picker.pickSelected()
        #expect(responder.receivedRequests.isEmpty)
    }

    @Test func pickingAnAvatarOpensANewChatWhoseRequestsCarryTheArticle() async throws {
        let setup = make()
        let (article, picker) = try await pickerFromArticle(setup)
        let battery = try #require(article.article)
        picker.editFilter { $0.insert("Mochi") }
        await picker.pickSelected()
        #expect(setup.router.sheet == nil)
        guard case .savedChat(let chatID, nil) = setup.router.top else {
            Issue.record("picking opened \(setup.router.top)")
            return
        }
        let chat = await setup.loadedChat(chatID: chatID)
        #expect(chat.avatar?.id == "fx-cat-mochi")
        let avatarID = "fx-cat-mochi"
        #expect(chat.articleTitle == battery.title)
        await setup.send("What do you make of it?", in: chat)
        let request = try #require(responder.receivedRequests.last)
        let mochi = try #require(chat.avatar)
        #expect(request.systemPrompt == SystemPrompt.text(for: mochi))
        #expect(request.article == ArticleContext(
            title: battery.title, link: battery.url, text: ArticleContextReader.text(of: battery)))
        #expect(request.article?.text.contains(battery.paragraphs[0]) == true)
        #expect(request.history.map(\.text) == ["What do you make of it?"])

        let main = await setup.loadedChat(avatarID)
        #expect(main.articleTitle == nil)
        await setup.send("hi", in: main)
        #expect(responder.receivedRequests.last?.article == nil)
    }

    /// Backing out of the chat the picker started, without a word, leaves nothing under the
    /// article; what was typed keeps the chat, with its draft.
    @Test func aChatLeftWithoutAWordIsNotListedUnderTheArticle() async throws {
        let setup = make()
        let (article, picker) = try await pickerFromArticle(setup)
        await picker.pickSelected()
        guard case .savedChat(let chatID, nil) = setup.router.top else {
            Issue.record("picking opened \(setup.router.top)")
            return
        }
        let silent = await setup.loadedChat(chatID: chatID)
        silent.back()
        await silent.onDisappear()
        await article.onReappear()
        #expect(article.chatsAbout?.conversations.isEmpty == true, "nothing said, nothing listed")

        await article.chatsAbout?.startChat()
        let again = setup.avatarPicker(about: try #require(article.chatsAbout?.article))
        await again.onAppear()
        await again.pickSelected()
        guard case .savedChat(let draftedID, nil) = setup.router.top else {
            Issue.record("picking opened \(setup.router.top)")
            return
        }
        let drafted = await setup.loadedChat(chatID: draftedID)
        drafted.editInput { $0.insert("Half a question") }
        drafted.back()
        await drafted.onDisappear()
        await article.onReappear()
        #expect(article.chatsAbout?.conversations.map(\.id) == [draftedID])
        #expect(article.chatsAbout?.conversations.first?.draft == "Half a question")
    }

    @Test func theArticleListsItsChatsAndEnterOpensTheSelectedOne() async throws {
        let setup = make()
        let chats = setup.articleChats
        let avatars = try await chats.avatars()
        let first = try #require(avatars.first { $0.id == "fx-cat-mochi" })
        let second = try #require(avatars.first { $0.id != "fx-cat-mochi" })
        let article = setup.article("fx-tech-battery")
        await article.onAppear()
        #expect(article.chatsAbout?.conversations.isEmpty == true)
        let reference = ArticleReference(try #require(article.article))
        let older = try await chats.startChat(with: first, about: reference)
        // A chat about the article is listed once it holds a message or a draft.
        try await setup.harness.deps.drafts.saveDraft("a thought", in: older.id)
        let newer = try await chats.startChat(with: second, about: reference)
        _ = try await setup.harness.deps.chatStore.append(
            ChatMessage(role: .user, text: "so?", sentAt: setup.harness.now.addingTimeInterval(60)), to: newer.id)
        _ = try await chats.startChat(
            with: first, about: ArticleReference(id: "another", title: "Another", link: nil))

        await article.onReappear()
        #expect(article.chatsAbout?.conversations.map(\.id) == [newer.id, older.id])
        #expect(article.chatsAbout?.conversations.map(\.avatarName) == [second.name, first.name])
        article.chatsAbout?.selectNext()
        article.chatsAbout?.selectPrevious()
        #expect(article.chatsAbout?.selection.index == 0, "Shift-Tab: back to the previous chat")
        article.chatsAbout?.selectPrevious()
        #expect(article.chatsAbout?.selection.index == 1, "round the list")
        article.chatsAbout?.openSelected()
        #expect(setup.router.top == .savedChat(id: older.id))
    }

    /// Back from a chat about the article, the selection is on that chat wherever it moved: the
    /// one opened, or the one just started.
    @Test func backFromAChatAboutTheArticleItStaysSelected() async throws {
        let setup = make()
        let chats = setup.articleChats
        let avatars = try await chats.avatars()
        let article = setup.article("fx-tech-battery")
        await article.onAppear()
        let reference = ArticleReference(try #require(article.article))
        let older = try await chats.startChat(with: avatars[0], about: reference)
        try await setup.harness.deps.drafts.saveDraft("a thought", in: older.id)
        let newer = try await chats.startChat(with: avatars[1], about: reference)
        _ = try await setup.harness.deps.chatStore.append(
            ChatMessage(role: .user, text: "so?", sentAt: setup.harness.now.addingTimeInterval(60)), to: newer.id)
        await article.onReappear()
        article.chatsAbout?.selectNext()
        article.chatsAbout?.openSelected()
        #expect(setup.router.top == .savedChat(id: older.id))
        _ = try await setup.harness.deps.chatStore.append(
            ChatMessage(role: .user, text: "and?", sentAt: setup.harness.now.addingTimeInterval(120)), to: older.id)
        await article.onReappear()
        #expect(article.chatsAbout?.conversations.map(\.id) == [older.id, newer.id])
        #expect(article.chatsAbout?.selection.index == 0, "the chat opened, now on top")
        let started = try await chats.startChat(with: avatars[2], about: reference)
        _ = try await setup.harness.deps.chatStore.append(
            ChatMessage(role: .user, text: "hi", sentAt: setup.harness.now.addingTimeInterval(30)), to: started.id)
        await article.onReappear()
        #expect(article.chatsAbout?.conversations.map(\.id) == [older.id, newer.id, started.id])
        #expect(article.chatsAbout?.selection.index == 2, "the chat just started")
    }
}
