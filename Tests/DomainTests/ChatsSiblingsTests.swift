import Domain
import DomainDoubles
import Foundation
import Testing

/// Two main chats with one avatar (Ctrl-N) are told apart in Chats by when each started.
@Suite("ChatsInteractor: several chats with one avatar")
struct ChatsSiblingsTests {
    @Test func onlyMainChatsOfAnAvatarWithSeveralAreDated() async throws {
        func sent(_ text: String, _ minutes: Double) -> ChatMessage {
            ChatMessage(role: .user, text: text, sentAt: referenceNow.addingTimeInterval(minutes * 60))
        }
        let older = Chat(avatarID: "mochi", createdAt: referenceNow, modifiedAt: referenceNow)
        let newer = Chat(avatarID: "mochi", createdAt: referenceNow.addingTimeInterval(3600), modifiedAt: referenceNow)
        let about = Chat(avatarID: "mochi", createdAt: referenceNow, modifiedAt: referenceNow,
                         article: ArticleReference(id: "a-1", title: "Tea", link: nil))
        let rex = Chat(avatarID: "rex", createdAt: referenceNow, modifiedAt: referenceNow)
        let store = FakeChatStore(chats: [
            (older, [sent("first", 1)]), (newer, [sent("again", 70)]), (about, [sent("tea?", 2)]), (rex, [sent("sit", 3)]),
        ])
        let interactor = ChatsInteractor(
            store: store, avatars: StubAvatarService([makeAvatar("mochi", name: "Mochi"), makeAvatar("rex", name: "Rex")]))
        let list = try await interactor.conversations()
        let startedByID = Dictionary(uniqueKeysWithValues: list.map { ($0.id, $0.startedAt) })
        #expect(startedByID[older.id] == older.createdAt)
        #expect(startedByID[newer.id] == newer.createdAt)
        #expect(startedByID[about.id] == .some(nil), "a chat about an article is named by its article")
        #expect(startedByID[rex.id] == .some(nil), "one chat with an avatar needs no date")
    }

    /// Two chats with one avatar on different models: each row names its model.
    @Test func siblingsOnDifferentModelsAreNamedByTheirModel() async throws {
        let first = Chat(avatarID: "mochi", createdAt: referenceNow, modifiedAt: referenceNow)
        var second = Chat(avatarID: "mochi", createdAt: referenceNow.addingTimeInterval(60), modifiedAt: referenceNow)
        second.backendName = "zoo"
        second.model = "zoo/md"
        var rex = Chat(avatarID: "rex", createdAt: referenceNow, modifiedAt: referenceNow)
        rex.model = "big"
        var rexToo = Chat(avatarID: "rex", createdAt: referenceNow, modifiedAt: referenceNow)
        rexToo.model = "big"
        let message = ChatMessage(role: .user, text: "hi", sentAt: referenceNow)
        let store = FakeChatStore(chats: [first, second, rex, rexToo].map { ($0, [message]) })
        let interactor = ChatsInteractor(
            store: store, avatars: StubAvatarService([makeAvatar("mochi", name: "Mochi"), makeAvatar("rex", name: "Rex")]))
        let labels = Dictionary(uniqueKeysWithValues: try await interactor.conversations().map { ($0.id, $0.modelLabel) })
        #expect(labels[second.id] == "zoo / zoo/md")
        #expect(labels[first.id] == .some(nil), "the default backend and model need no name")
        #expect(labels[rex.id] == .some(nil) && labels[rexToo.id] == .some(nil), "one model for both: nothing to tell apart")
    }
}
