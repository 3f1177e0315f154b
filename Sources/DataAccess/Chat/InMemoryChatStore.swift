import Domain
import Foundation

/// Keeps chats, their messages and their drafts in memory for the life of the process (tests
/// and `.mock`).
public actor InMemoryChatStore: ChatStore, DraftStore {
    private var chatsByID: [UUID: Chat] = [:]
    private var messagesByChat: [UUID: [ChatMessage]] = [:]
    private var draftsByChat: [UUID: String] = [:]
    /// The chats in the order they started: ties of time go to the one started last.
    private var started: [UUID] = []
    private let clock: NowProvider

    /// `clock` dates the chats it starts.
    public init(clock: NowProvider = .system) { self.clock = clock }

    public func chat(for avatarID: String) -> Chat {
        if let chat = chatsByID.values.first(where: { $0.avatarID == avatarID && $0.article == nil }) { return chat }
        let now = clock.now()
        let chat = Chat(avatarID: avatarID, createdAt: now, modifiedAt: now)
        chatsByID[chat.id] = chat
        messagesByChat[chat.id] = []
        started.append(chat.id)
        return chat
    }

    public func chats() -> [ChatSummary] {
        let rank = Dictionary(uniqueKeysWithValues: started.enumerated().map { ($1, $0) })
        return chatsByID.values
            .sorted { ($0.modifiedAt, $0.createdAt, rank[$0.id] ?? 0) > ($1.modifiedAt, $1.createdAt, rank[$1.id] ?? 0) }
            .map { chat in
                let messages = messagesByChat[chat.id] ?? []
                return ChatSummary(chat: chat, lastMessage: messages.last, messageCount: messages.count)
            }
    }

    /// Stores the message in time order (after any sent at the same instant) and returns it.
    public func append(_ message: ChatMessage, to chatID: UUID) throws -> ChatMessage {
        guard let chat = chatsByID[chatID] else { throw DomainError.notFound("chat \(chatID.uuidString)") }
        var messages = messagesByChat[chatID] ?? []
        let index = messages.lastIndex { $0.sentAt <= message.sentAt }.map { $0 + 1 } ?? 0
        messages.insert(message, at: index)
        messagesByChat[chatID] = messages
        if message.sentAt > chat.modifiedAt {
            chatsByID[chatID] = chat.moved(modifiedAt: message.sentAt)
        }
        return message
    }

    public func markViewed(_ chatID: UUID, through time: Date) {
        guard let chat = chatsByID[chatID], chat.lastViewedAt.map({ time > $0 }) ?? true else { return }
        chatsByID[chatID] = chat.moved(lastViewedAt: time)
    }

    public func update(messageID: UUID, text: String, state: MessageState) throws {
        for (chatID, messages) in messagesByChat {
            guard let index = messages.firstIndex(where: { $0.id == messageID }) else { continue }
            messagesByChat[chatID]?[index].text = text
            messagesByChat[chatID]?[index].state = state
            return
        }
        throw DomainError.notFound("message \(messageID.uuidString)")
    }

    public func messages(in chatID: UUID, before: UUID?, limit: Int) throws -> [ChatMessage] {
        guard limit > 0 else { return [] }
        let messages = messagesByChat[chatID] ?? []
        var end = messages.count
        if let before {
            guard let index = messages.firstIndex(where: { $0.id == before }) else {
                throw DomainError.notFound("message \(before.uuidString) in chat \(chatID.uuidString)")
            }
            end = index
        }
        return Array(messages[max(0, end - limit)..<end])
    }

    public func messageCount(in chatID: UUID) -> Int { messagesByChat[chatID]?.count ?? 0 }

    /// Deletes the chat, all its messages and its draft.
    public func deleteChat(_ chatID: UUID) {
        chatsByID[chatID] = nil
        messagesByChat[chatID] = nil
        draftsByChat[chatID] = nil
    }

    public func chat(id: UUID) throws -> Chat {
        guard let chat = chatsByID[id] else { throw DomainError.notFound("chat \(id.uuidString)") }
        return chat
    }

    public func newChat(for avatarID: String, about article: ArticleReference) -> Chat {
        let now = clock.now()
        let chat = Chat(avatarID: avatarID, createdAt: now, modifiedAt: now, article: article)
        chatsByID[chat.id] = chat
        messagesByChat[chat.id] = []
        started.append(chat.id)
        return chat
    }

    public func chats(about articleID: String) -> [ChatSummary] { chats().filter { $0.chat.article?.id == articleID } }

    public func setModelChoice(backendName: String?, model: String?, in chatID: UUID) throws {
        guard var chat = chatsByID[chatID] else { throw DomainError.notFound("chat \(chatID.uuidString)") }
        chat.backendName = backendName
        chat.model = model
        chatsByID[chatID] = chat
    }

    public func draft(in chatID: UUID) -> String { draftsByChat[chatID] ?? "" }

    public func saveDraft(_ text: String, in chatID: UUID) throws {
        guard chatsByID[chatID] != nil else { throw DomainError.notFound("chat \(chatID.uuidString)") }
        draftsByChat[chatID] = text.isEmpty ? nil : text
    }
}
