import Domain
import Foundation

/// Three conversations with the fixture avatars, for the chats list in tests and snapshots.
public enum FixtureChats {
    /// A store holding the conversations; its chats were started 30 days before the fixtures'
    /// "now", so each chat's last activity is its newest message.
    ///
    /// Mochi's is the newest (two replies after the user's last message, one with a line break
    /// and an escape sequence), then Mei-Ling's in Chinese, then Biscuit's, which ends with the
    /// user's message. Each chat was last viewed when the user wrote in it, so the replies after
    /// that are unread.
    public static func store() async -> InMemoryChatStore {
        let store = InMemoryChatStore(clock: .fixed(startedAt))
        await fill(store)
        return store
    }

    /// When the chats started: 30 days before the fixtures' "now".
    public static let startedAt = FixtureCatalog.referenceDate.addingTimeInterval(-30 * 86_400)

    /// Writes the conversations into `store`, which dates the chats it starts at `startedAt`.
    public static func fill(_ store: any ChatStore) async {
        let now = FixtureCatalog.referenceDate
        await add(store, "fx-dog-biscuit", now.addingTimeInterval(-3 * 86_400), [
            (.assistant, "Woof! Want to play fetch?"), (.user, "Maybe tomorrow, Biscuit."),
        ])
        await add(store, "fx-woman-meiling", now.addingTimeInterval(-5 * 3600), [
            (.user, "推荐一款乌龙茶?"), (.assistant, "试试冻顶乌龙,香气很温柔。🍵"),
        ])
        await add(store, "fx-cat-mochi", now.addingTimeInterval(-12 * 60), [
            (.user, "Hello Mochi!"), (.assistant, "Mrrp… hello!"),
            (.assistant, "The sun moved.\nI moved with it \u{1B}[31mslowly\u{1B}[0m, as one does."),
        ])
    }

    private static func add(
        _ store: any ChatStore, _ avatarID: String, _ start: Date, _ lines: [(ChatRole, String)]
    ) async {
        guard let chat = try? await store.chat(for: avatarID) else { return }
        for (i, line) in lines.enumerated() {
            let message = ChatMessage(role: line.0, text: line.1, sentAt: start.addingTimeInterval(Double(i) * 60))
            _ = try? await store.append(message, to: chat.id)
            if line.0 == .user { try? await store.markViewed(chat.id, through: message.sentAt) }
        }
    }
}
