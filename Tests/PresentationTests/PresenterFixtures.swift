import DataAccess
import Domain
import DomainDoubles

func fixtureArticle(_ id: String) -> NewsArticle? { FixtureCatalog.articles.first { $0.id == id } }

/// The fixtures' three chats (see `FixtureChats`) in a `FakeChatStore`.
func fixtureChatStore() async -> FakeChatStore {
    let store = FakeChatStore(clock: .fixed(FixtureChats.startedAt))
    await FixtureChats.fill(store)
    return store
}

/// The newest ten messages stored in Mochi's chat.
func storedMessages(in store: any ChatStore) async throws -> [ChatMessage] {
    let chat = try await store.chat(for: "fx-cat-mochi")
    return try await store.messages(in: chat.id, before: nil, limit: 10)
}

/// The default responder's reply, in two pieces: "<name> heard: <last message>".
func echoedReply(_ avatar: Avatar, _ history: [ChatMessage]) -> [String] {
    ["\(avatar.name) heard: ", history.last?.text ?? ""]
}
