import Foundation

extension ChatsInteractor {
    /// The drafts that hold `query`, as hits on a message that was never sent (the draft's text
    /// under its chat's id, dated by the chat's last change), the most recently changed chat
    /// first. A draft whose chat is gone is left out.
    func draftHits(_ query: String) async throws -> [ChatSearchHit] {
        var hits: [ChatSearchHit] = []
        let needle = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !needle.isEmpty else { return [] }
        for (chatID, text) in await readDrafts() where ChatSearchHit.matches(needle, in: text) {
            guard let chat = try? await store.chat(id: chatID) else { continue }
            let draft = ChatMessage(id: chatID, role: .user, text: text, sentAt: chat.modifiedAt)
            if let hit = ChatSearchHit(chat: chat, message: draft, query: needle) { hits.append(hit) }
        }
        return hits.sorted { $0.chat.modifiedAt > $1.chat.modifiedAt }
    }

    /// The chats whose own title (one the user gave) holds `query`, as hits on a message that was
    /// never sent (the title, dated by the chat's last change), the most recently changed chat
    /// first. A default title is the chat's first message, which the messages' search finds.
    func titleHits(_ query: String) async throws -> [ChatSearchHit] {
        let needle = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !needle.isEmpty else { return [] }
        return try await store.chats().compactMap { summary in
            let chat = summary.chat
            guard let title = chat.title, ChatSearchHit.matches(needle, in: title) else { return nil }
            let named = ChatMessage(id: UUID(), role: .user, text: title, sentAt: chat.modifiedAt)
            return ChatSearchHit(chat: chat, message: named, query: needle)
        }
    }
}
