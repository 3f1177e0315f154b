import Domain
import Foundation
import Logging
import Presentation
import Synchronization

/// Writes to the log when the chat store refuses a write (a full disk, a database locked by
/// another program) and when writes work again; passes everything on unchanged. A reason is
/// logged once, not at every retry; the texts themselves are not logged.
final class LoggingChatStore: ChatStore {
    let base: any ChatStore
    private let logger: Logger
    /// The reason last logged, while writes keep failing.
    private let failing = Mutex<String?>(nil)

    init(base: any ChatStore, logger: Logger) {
        self.base = base
        self.logger = logger
    }

    func chat(for avatarID: String) async throws -> Chat { try await base.chat(for: avatarID) }

    func newChat(for avatarID: String, about article: ArticleReference) async throws -> Chat {
        try await logged("a new chat") { try await base.newChat(for: avatarID, about: article) }
    }

    func chat(id: UUID) async throws -> Chat { try await base.chat(id: id) }

    func chats() async throws -> [ChatSummary] { try await base.chats() }

    func chats(about articleID: String) async throws -> [ChatSummary] { try await base.chats(about: articleID) }

    func setModelChoice(backendName: String?, model: String?, in chatID: UUID) async throws {
        try await logged("the model chosen") { try await base.setModelChoice(backendName: backendName, model: model, in: chatID) }
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

    func messageCount(in chatID: UUID) async throws -> Int { try await base.messageCount(in: chatID) }

    func markViewed(_ chatID: UUID, through time: Date) async throws {
        try await logged("that the chat was read") { try await base.markViewed(chatID, through: time) }
    }

    func deleteChat(_ chatID: UUID) async throws { try await base.deleteChat(chatID) }

    private func logged<T>(_ what: String, _ write: () async throws -> T) async throws -> T {
        do {
            let value = try await write()
            if failing.withLock({ $0.take() }) != nil { logger.notice("the database takes writes again") }
            return value
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            let reason = error.userMessage
            let isNew = failing.withLock { last in
                defer { last = reason }
                return last != reason
            }
            if isNew { logger.error("could not save \(what): \(reason)") }
            throw error
        }
    }
}
