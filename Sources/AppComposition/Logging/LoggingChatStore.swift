import Domain
import Foundation
import Presentation

/// Writes to the log when the chat store refuses a write and when writes work again
/// (`WriteFailureLog`); passes everything on unchanged.
struct LoggingChatStore: ChatStore {
    let base: any ChatStore
    let log: WriteFailureLog

    func chat(for avatarID: String) async throws -> Chat { try await base.chat(for: avatarID) }

    func newChat(for avatarID: String, about article: ArticleReference?) async throws -> Chat {
        try await logged("a new chat") { try await base.newChat(for: avatarID, about: article) }
    }

    func chats(with avatarID: String) async throws -> [Chat] { try await base.chats(with: avatarID) }

    func chat(id: UUID) async throws -> Chat { try await base.chat(id: id) }

    func chats() async throws -> [ChatSummary] { try await base.chats() }

    func chats(about articleID: String) async throws -> [ChatSummary] { try await base.chats(about: articleID) }

    func setModelChoice(backendName: String?, model: String?, in chatID: UUID) async throws {
        try await logged("the model chosen") { try await base.setModelChoice(backendName: backendName, model: model, in: chatID) }
    }

    func rename(_ chatID: UUID, to title: String?) async throws {
        try await logged("the chat's title") { try await base.rename(chatID, to: title) }
    }

    func append(_ message: ChatMessage, to chatID: UUID) async throws -> ChatMessage {
        try await logged("a message") { try await base.append(message, to: chatID) }
    }

    func append(contentsOf messages: [ChatMessage], to chatID: UUID) async throws {
        try await logged("a message") { try await base.append(contentsOf: messages, to: chatID) }
    }

    func update(messageID: UUID, text: String, state: MessageState) async throws {
        try await logged("a reply") { try await base.update(messageID: messageID, text: text, state: state) }
    }

    func updateReply(_ message: ChatMessage) async throws {
        try await logged("a reply") { try await base.updateReply(message) }
    }

    func replyEnded(_ messageID: UUID, at time: Date) async throws {
        try await logged("a reply's end") { try await base.replyEnded(messageID, at: time) }
    }

    func addVersion(_ reply: ChatMessage, replacing messageID: UUID) async throws -> ChatMessage {
        try await logged("a reply") { try await base.addVersion(reply, replacing: messageID) }
    }

    func showVersion(_ number: Int, of messageID: UUID) async throws -> ChatMessage {
        try await logged("the version shown") { try await base.showVersion(number, of: messageID) }
    }

    func deleteMessage(_ id: UUID) async throws {
        try await logged("a deletion") { try await base.deleteMessage(id) }
    }

    func search(_ query: String, limit: Int) async throws -> [ChatSearchHit] { try await base.search(query, limit: limit) }

    func messages(in chatID: UUID, before: UUID?, limit: Int) async throws -> [ChatMessage] {
        try await base.messages(in: chatID, before: before, limit: limit)
    }

    func messages(in chatID: UUID, after: UUID?, limit: Int) async throws -> [ChatMessage] {
        try await base.messages(in: chatID, after: after, limit: limit)
    }

    func occurrences(of query: String, in chatID: UUID) async throws -> [MessageOccurrences] {
        try await base.occurrences(of: query, in: chatID)
    }

    func messageCount(in chatID: UUID) async throws -> Int { try await base.messageCount(in: chatID) }

    func markViewed(_ chatID: UUID, through time: Date) async throws {
        try await logged("that the chat was read") { try await base.markViewed(chatID, through: time) }
    }

    func markUnviewed(_ chatID: UUID, from time: Date) async throws {
        try await logged("that a reply is new") { try await base.markUnviewed(chatID, from: time) }
    }

    func deleteChat(_ chatID: UUID) async throws { try await base.deleteChat(chatID) }

    func deleteChatIfEmpty(_ chatID: UUID) async throws -> Bool {
        try await logged("an empty chat's deletion") { try await base.deleteChatIfEmpty(chatID) }
    }

    private func logged<T>(_ what: String, _ write: () async throws -> T) async throws -> T {
        try await log.logged(what, write)
    }
}
