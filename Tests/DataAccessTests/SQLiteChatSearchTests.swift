import DataAccess
import Domain
import Foundation
import TestSupport
import Testing

/// Searching every chat: any case, any script, `%` and `_` as themselves, shown versions only.
@Suite("Search across chats")
struct SQLiteChatSearchTests {
    func filled(_ kind: String) async throws -> (any ChatStore, TemporaryFolder?, Chat, Chat) {
        let (store, folder) = try ChatStores.make(kind)
        let mochi = try await store.chat(for: "mochi")
        let tea = try await store.newChat(for: "meiling", about: ArticleReference(id: "a-1", title: "Tea", link: nil))
        try await store.append(contentsOf: [
            ChatMessage(role: .user, text: "Do you like ÉCLAIRS?", sentAt: instant(1)),
            ChatMessage(role: .assistant, text: "100% yes, and 50_50 cake", sentAt: instant(2)),
        ], to: mochi.id)
        try await store.append(contentsOf: [
            ChatMessage(role: .user, text: "推荐一款乌龙茶?", sentAt: instant(3)),
            ChatMessage(role: .assistant, text: "试试冻顶乌龙,\n香气很温柔。", sentAt: instant(4)),
        ], to: tea.id)
        return (store, folder, mochi, tea)
    }

    @Test(arguments: ChatStores.kinds) func findsAnyCaseAndScriptNewestFirst(kind: String) async throws {
        let (store, folder, mochi, tea) = try await filled(kind)
        _ = folder
        let hits = try await store.search("乌龙", limit: 10)
        #expect(hits.map(\.message.text) == ["试试冻顶乌龙,\n香气很温柔。", "推荐一款乌龙茶?"])
        #expect(hits.allSatisfy { $0.chat.id == tea.id && $0.chat.article?.title == "Tea" })
        #expect(hits[0].snippet == "试试冻顶乌龙, 香气很温柔。")
        #expect(hits[0].snippet[hits[0].match] == "乌龙")
        let eclair = try await store.search("eclairs", limit: 10)
        #expect(eclair.map(\.chat.id) == [mochi.id])
        #expect(eclair.first.map { String($0.snippet[$0.match]) } == "ÉCLAIRS")
        #expect(try await store.search("  ", limit: 10).isEmpty)
        #expect(try await store.search("乌龙", limit: 1).count == 1)
    }

    /// A reply's words, as it shows them, are found where its Markdown marks split them.
    @Test(arguments: ChatStores.kinds) func wordsSplitByMarkdownMarksAreFound(kind: String) async throws {
        let (store, folder, mochi, _) = try await filled(kind)
        _ = folder
        _ = try await store.append(ChatMessage(role: .assistant, text: "Try **oolong** and *sencha*", sentAt: instant(5)), to: mochi.id)
        let hits = try await store.search("oolong and sencha", limit: 10)
        #expect(hits.map(\.message.text) == ["Try **oolong** and *sencha*"])
        #expect(hits.first.map { String($0.snippet[$0.match]) } == "oolong and sencha")
    }

    @Test(arguments: ChatStores.kinds) func wildcardsAreSearchedAsThemselves(kind: String) async throws {
        let (store, folder, _, _) = try await filled(kind)
        _ = folder
        #expect(try await store.search("0%", limit: 10).map(\.message.text) == ["100% yes, and 50_50 cake"])
        #expect(try await store.search("0_5", limit: 10).count == 1)
        #expect(try await store.search("%", limit: 10).count == 1)
        #expect(try await store.search("_", limit: 10).count == 1)
        #expect(try await store.search("y_s", limit: 10).isEmpty)
        #expect(try await store.search("\\", limit: 10).isEmpty)
    }

    @Test(arguments: ChatStores.kinds) func onlyTheShownVersionIsFound(kind: String) async throws {
        let (store, folder, mochi, _) = try await filled(kind)
        _ = folder
        let reply = try #require(try await store.messages(in: mochi.id, before: nil, limit: 1).first)
        _ = try await store.addVersion(ChatMessage(role: .assistant, text: "fresh words", sentAt: instant(9)), replacing: reply.id)
        #expect(try await store.search("cake", limit: 10).isEmpty)
        #expect(try await store.search("FRESH", limit: 10).map(\.message.versionNumber) == [2])
    }

    /// 10,000 messages of about 200 characters each, searched for a word in 10 of them.
    @Test func tenThousandMessagesAreSearchedQuickly() async throws {
        let (folder, database) = try TemporaryFolder.withDatabase()
        _ = folder
        let store = SQLiteChatStore(database: database, clock: .fixed(instant(0)))
        let chat = try await store.chat(for: "mochi")
        let filler = String(repeating: "The quick brown fox jumps over the lazy dog, 敏捷的棕色狐狸. ", count: 3)
        let messages = (0..<10_000).map { (index: Int) -> ChatMessage in
            let text: String = index % 1_000 == 7 ? "\(filler) needle \(index)" : "\(filler)\(index)"
            return ChatMessage(role: index % 2 == 0 ? .user : .assistant, text: text, sentAt: instant(Double(index)))
        }
        try await store.append(contentsOf: messages, to: chat.id)
        let clock = ContinuousClock()
        var hits: [ChatSearchHit] = []
        let elapsed = try await clock.measure { hits = try await store.search("NEEDLE", limit: 50) }
        #expect(hits.count == 10)
        #expect(hits.first?.message.text.hasSuffix("needle 9007") == true)
        print("search of 10,000 messages: \(elapsed)")
        // About 0.1–0.2 s on an idle machine; the bound only catches a search that reads far more.
        #expect(elapsed < .seconds(10))
    }
}
