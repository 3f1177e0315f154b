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
}
