import DataAccess
import Domain
import DomainDoubles
import Foundation
@testable import Presentation
import Testing

@MainActor
@Suite("ChatsPresenter: search across chats")
struct ChatsSearchPresenterTests {
    let chatsPath: [AppRoute] = [.explore, .chats]

    @Test func slashSearchesEveryChatAndEnterOpensTheMessage() async throws {
        let store = await fixtureChatStore()
        let harness = Harness(path: chatsPath, chatStore: store)
        let presenter = harness.chats()
        await presenter.onAppear()
        presenter.beginSearch()
        #expect(presenter.search.isEditing)
        presenter.editSearch { $0.insert("乌龙") }
        await presenter.searchTask?.value
        #expect(presenter.search.isEditing, "the results come as the query is typed")
        presenter.endSearchEditing()
        #expect(!presenter.search.isEditing)
        let results = try #require(presenter.searchResults)
        #expect(results.map(\.hit.message.text) == ["试试冻顶乌龙,香气很温柔。🍵", "推荐一款乌龙茶?"])
        #expect(results.map(\.avatarName) == ["美玲 Mei-Ling", "美玲 Mei-Ling"])
        presenter.editSearchSelection { $0.move(by: 1) }
        await presenter.openSelectedResult()
        #expect(harness.router.top == .savedChat(id: results[1].hit.chat.id, focus: results[1].hit.message.id))
    }

    /// A search lists the newest messages up to its limit and says so: "200 messages found"
    /// read as all of them, with older chats out of reach.
    @Test func aSearchThatReachesItsLimitSaysItShowsTheNewest() async throws {
        let store = await fixtureChatStore()
        let chat = await store.chat(for: "fx-cat-mochi")
        let many = ChatsInteractor.searchLimit + 1
        try await store.append(contentsOf: (0..<many).map {
            ChatMessage(role: .user, text: "kettle \($0)", sentAt: FixtureChats.startedAt.addingTimeInterval(Double($0)))
        }, to: chat.id)
        let presenter = Harness(path: chatsPath, chatStore: store).chats()
        await presenter.onAppear()
        presenter.beginSearch()
        presenter.editSearch { $0.insert("kettle") }
        await presenter.searchTask?.value
        #expect(presenter.searchResults?.count == ChatsInteractor.searchLimit)
        #expect(presenter.foundText == "the newest 200 messages found; type more to narrow it")
        presenter.editSearch { $0.insert(" 20") }
        await presenter.searchTask?.value
        #expect(presenter.foundText == "2 messages found", "kettle 20 and kettle 200")
    }

    /// A reply's snippet reads as the list's preview does: its Markdown marks dropped.
    @Test func aReplysSnippetShowsItsWordsNotItsMarkdown() async throws {
        let store = await fixtureChatStore()
        let chat = await store.chat(for: "fx-cat-mochi")
        _ = try await store.append(
            ChatMessage(role: .assistant, text: "Here is **bold** and a [link](https://x.example/) too", sentAt: FixtureChats.startedAt),
            to: chat.id)
        let harness = Harness(path: chatsPath, chatStore: store)
        let presenter = harness.chats()
        await presenter.onAppear()
        presenter.beginSearch()
        presenter.editSearch { $0.insert("bold") }
        await presenter.searchTask?.value
        let hit = try #require(presenter.searchResults?.first).hit
        #expect(hit.snippet == "Here is bold and a link too")
        #expect(hit.snippet[hit.match] == "bold")
        #expect(hit.message.text.hasPrefix("Here is **bold**"), "the message itself is kept")
    }

    /// Chats over the fixture chats, after searching for `query`.
    func searched(_ query: String) async -> (harness: Harness, presenter: ChatsPresenter) {
        let harness = Harness(path: chatsPath, chatStore: await fixtureChatStore())
        let presenter = harness.chats()
        await presenter.onAppear()
        presenter.beginSearch()
        presenter.editSearch { $0.insert(query) }
        await presenter.searchTask?.value
        presenter.endSearchEditing()
        return (harness, presenter)
    }

    /// A result whose chat another aichats deleted since the search: Enter does not open it as
    /// a new empty chat; it says so, as Enter in the list does, and the results are read again.
    @Test func aResultWhoseChatWasDeletedElsewhereIsNotOpened() async throws {
        let (harness, presenter) = await searched("mo")
        let first = try #require(presenter.selectedResult)
        let gone = first.hit.chat.id
        #expect(presenter.searchResults?.contains { $0.hit.chat.id != gone } == true, "results from other chats too")
        try await harness.deps.chatStore.deleteChat(gone)
        await presenter.openSelectedResult()
        #expect(harness.router.top == .chats, "nothing opens")
        #expect(harness.router.notice == Notice("The chat with \(first.avatarName) was deleted in another aichats", isError: true))
        let results = try #require(presenter.searchResults)
        #expect(!results.isEmpty && !results.contains { $0.hit.chat.id == gone }, "the results are read again")
        #expect(presenter.search.shown == "mo")
        #expect(presenter.selectedResult == results.first)
        #expect(!presenter.conversations.contains { $0.id == gone }, "and the list under them")
    }

    @Test func escClosesTheSearchBeforeLeaving() async {
        let (harness, presenter) = await searched("nothing like this")
        #expect(presenter.searchResults == [])
        presenter.back()
        #expect(!presenter.isSearching)
        #expect(presenter.search.input.text.isEmpty)
        #expect(harness.router.top == .chats)
        presenter.back()
        #expect(harness.router.top == .explore)
    }

    /// `/` goes on with the query shown, the results follow each change, and the conversations
    /// stay under the line until the first results come; Esc while typing clears the search.
    @Test func theResultsFollowTheQueryAsItIsTyped() async throws {
        let (_, presenter) = await searched("乌龙")
        let found = try #require(presenter.searchResults)
        presenter.beginSearch()
        #expect(presenter.search.input.text == "乌龙")
        presenter.editSearch { $0.insert("茶") }
        #expect(presenter.isReadingSearch)
        #expect(presenter.searchResults == found, "the results shown stay while the new ones are read")
        await presenter.searchTask?.value
        #expect(presenter.search.shown == "乌龙茶")
        #expect(presenter.searchResults?.map(\.hit.message.text) == ["推荐一款乌龙茶?"])
        presenter.editSearch { $0.clear() }
        #expect(presenter.searchResults == nil && presenter.isSearching, "a blank query: the conversations, under the line")
        presenter.editSearch { $0.insert("zzzq") }
        await presenter.searchTask?.value
        #expect(presenter.searchResults == [])
        presenter.closeSearch()
        #expect(!presenter.isSearching && presenter.search.input.isEmpty)
    }

    /// A search overtaken by more typing shows nothing of its own.
    @Test func aSearchOvertakenByTypingIsDropped() async throws {
        let harness = Harness(path: chatsPath, chatStore: await fixtureChatStore())
        let presenter = harness.chats()
        await presenter.onAppear()
        presenter.beginSearch()
        presenter.editSearch { $0.insert("乌") }
        let overtaken = presenter.searchTask
        presenter.editSearch { $0.insert("龙茶") }
        await overtaken?.value
        await presenter.searchTask?.value
        #expect(presenter.search.shown == "乌龙茶")
        #expect(presenter.searchResults?.count == 1)
    }

    @Test func aChatAboutAnArticleOpensByItsId() async throws {
        let store = await fixtureChatStore()
        let about = await store.chatAbout()
        _ = try await store.append(ChatMessage(role: .user, text: "thoughts?", sentAt: FixtureCatalog.referenceDate), to: about.id)
        let harness = Harness(path: chatsPath, chatStore: store)
        let presenter = harness.chats()
        await presenter.onAppear()
        #expect(presenter.conversations.first?.summary.chat.article?.title == "Battery news")
        await presenter.openSelected()
        #expect(harness.router.top == .savedChat(id: about.id))
    }
}

/// The drafts shown in Chats are searched too: where did I start writing about X?
@MainActor
@Suite("ChatsPresenter: search finds unsent drafts")
struct ChatsDraftSearchPresenterTests {
    @Test func aDraftThatHoldsTheQueryComesFirstAndOpensItsChatAtTheInput() async throws {
        let store = await fixtureChatStore(), drafts = FakeDraftStore()
        let harness = Harness(path: [.explore, .chats], chatStore: store, drafts: drafts)
        let chat = try #require(await store.chats().first).chat
        try await drafts.saveDraft("remember the 乌龙 milk", in: chat.id)
        let presenter = ChatsPresenter(
            interactor: ChatsInteractor(store: store, avatars: harness.deps.avatars, drafts: drafts), router: harness.router,
            clock: harness.deps.clock)
        await presenter.onAppear()
        presenter.beginSearch()
        presenter.editSearch { $0.insert("乌龙") }
        await presenter.searchTask?.value
        presenter.endSearchEditing()
        let results = try #require(presenter.searchResults)
        #expect(results.map(\.isDraft) == [true, false, false], "the draft, then the two messages")
        #expect(results.first?.hit.message.text == "remember the 乌龙 milk")
        #expect(presenter.foundText == "1 draft and 2 messages found")
        await presenter.openSelectedResult()
        #expect(harness.router.top == .savedChat(id: chat.id, focus: nil))
    }
}
