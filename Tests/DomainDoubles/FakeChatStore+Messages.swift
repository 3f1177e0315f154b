import Domain
import Foundation

extension FakeChatStore {
    public func update(messageID: UUID, text: String, state: MessageState) throws {
        try checkWrite()
        try change(messageID) {
            $0.text = text
            $0.state = state
        }
        log?.record("update \(state.rawValue) \(text)")
        updates.append((text, state))
    }

    /// Recorded in `updates` (text and state) and `savedReplies`. A reply gone with its chat
    /// throws `DomainError.chatGone`, as the protocol says.
    public func updateReply(_ message: ChatMessage) throws {
        try checkWrite()
        try change(message.id, missing: .chatGone) { $0.takeReply(from: message) }
        log?.record("update \(message.state.rawValue) \(message.text)")
        updates.append((message.text, message.state))
        savedReplies.append(message)
    }

    private func change(_ id: UUID, missing: DomainError = .notFound("message"), _ body: (inout ChatMessage) -> Void) throws {
        for chatID in messagesByChat.keys where messagesByChat[chatID]?.update(id, body) == true { return }
        throw missing
    }

    public func addVersion(_ reply: ChatMessage, replacing messageID: UUID) throws -> ChatMessage {
        try checkWrite()
        for chatID in messagesByChat.keys {
            guard let stored = messagesByChat[chatID]?.addVersion(reply, replacing: messageID) else { continue }
            log?.record("version \(stored.versionNumber) \(reply.state.rawValue) \(reply.text)")
            moveForward(chatID, to: reply.sentAt)
            return stored
        }
        throw DomainError.notFound("message")
    }

    public func showVersion(_ number: Int, of messageID: UUID) throws -> ChatMessage {
        try checkWrite()
        for chatID in messagesByChat.keys {
            if let shown = messagesByChat[chatID]?.showVersion(number, of: messageID) { return shown }
        }
        throw DomainError.notFound("version")
    }

    public func deleteMessage(_ id: UUID) throws {
        try checkWrite()
        deletedMessages.append(id)
        for chatID in messagesByChat.keys where messagesByChat[chatID]?.delete(id) == true { return }
    }

    public func search(_ query: String, limit: Int) -> [ChatSearchHit] {
        let hits = started.flatMap { chat in
            (messagesByChat[chat.id]?.shown ?? []).compactMap { ChatSearchHit(chat: chat, message: $0, query: query) }
        }
        return Array(hits.sorted { $0.message.sentAt > $1.message.sentAt }.prefix(max(0, limit)))
    }
}
