import Domain
import Foundation

extension InMemoryChatStore {
    public func update(messageID: UUID, text: String, state: MessageState) throws {
        try change(messageID) {
            $0.text = text
            $0.state = state
        }
    }

    public func updateReply(_ message: ChatMessage) throws {
        try change(message.id, missing: .chatGone) { $0.takeReply(from: message) }
    }

    private func change(_ id: UUID, missing: DomainError? = nil, _ body: (inout ChatMessage) -> Void) throws {
        for chatID in messagesByChat.keys where messagesByChat[chatID]?.update(id, body) == true { return }
        throw missing ?? DomainError.notFound("message \(id.uuidString)")
    }

    public func addVersion(_ reply: ChatMessage, replacing messageID: UUID) throws -> ChatMessage {
        for chatID in messagesByChat.keys {
            guard let stored = messagesByChat[chatID]?.addVersion(reply, replacing: messageID) else { continue }
            chatsByID[chatID] = chatsByID[chatID]?.modified(at: reply.sentAt)
            return stored
        }
        throw DomainError.notFound("message \(messageID.uuidString)")
    }

    public func showVersion(_ number: Int, of messageID: UUID) throws -> ChatMessage {
        for chatID in messagesByChat.keys {
            if let shown = messagesByChat[chatID]?.showVersion(number, of: messageID) { return shown }
        }
        throw DomainError.notFound("version \(number) of message \(messageID.uuidString)")
    }

    public func replyEnded(_ messageID: UUID, at time: Date) {
        for chatID in messagesByChat.keys where messagesByChat[chatID]?.contains(messageID) == true {
            chatsByID[chatID] = chatsByID[chatID]?.modified(at: time)
        }
    }

    public func deleteMessage(_ id: UUID) {
        for chatID in messagesByChat.keys where messagesByChat[chatID]?.delete(id) == true { return }
    }

    public func search(_ query: String, limit: Int) -> [ChatSearchHit] {
        let hits = chatsByID.values.flatMap { chat in
            (messagesByChat[chat.id]?.shown ?? []).compactMap { ChatSearchHit(chat: chat, message: $0, query: query) }
        }
        return Array(hits.sorted { $0.message.sentAt > $1.message.sentAt }.prefix(max(0, limit)))
    }
}
