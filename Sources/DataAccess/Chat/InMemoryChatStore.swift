import Domain
import Foundation

/// Keeps chats, their messages and their drafts in memory for the life of the process (tests
/// and `.mock`).
public actor InMemoryChatStore: ChatStore, DraftStore {
    var chatsByID: [UUID: Chat] = [:]
    var messagesByChat: [UUID: ChatMessageList] = [:]
    private var draftsByChat: [UUID: String] = [:]
    /// When each chat started, counted: ties of time go to the one started last.
    private var startOrder: [UUID: Int] = [:]
    private let clock: NowProvider

    /// `clock` dates the chats it starts.
    public init(clock: NowProvider = .system) { self.clock = clock }

    public func chat(for avatarID: String) -> Chat {
        if let chat = chats(with: avatarID).first(where: { $0.article == nil }) { return chat }
        return start(Chat(avatarID: avatarID, createdAt: clock.now(), modifiedAt: clock.now()))
    }

    public func chats(with avatarID: String) -> [Chat] { summaries { $0.avatarID == avatarID }.map(\.chat) }

    public func newChat(for avatarID: String, about article: ArticleReference?) -> Chat {
        start(Chat(avatarID: avatarID, createdAt: clock.now(), modifiedAt: clock.now(), article: article))
    }

    private func start(_ chat: Chat) -> Chat {
        chatsByID[chat.id] = chat
        messagesByChat[chat.id] = ChatMessageList()
        startOrder[chat.id] = startOrder.count
        return chat
    }

    public func chat(id: UUID) throws -> Chat {
        guard let chat = chatsByID[id] else { throw DomainError.chatGone }
        return chat
    }

    public func chats() -> [ChatSummary] { summaries { _ in true } }

    public func chats(about articleID: String) -> [ChatSummary] { summaries { $0.article?.id == articleID } }

    private func summaries(_ include: (Chat) -> Bool) -> [ChatSummary] {
        chatsByID.values.filter(include)
            .sorted {
                ($0.modifiedAt, $0.createdAt, startOrder[$0.id] ?? 0) > ($1.modifiedAt, $1.createdAt, startOrder[$1.id] ?? 0)
            }
            .map { chat in
                let messages = messagesByChat[chat.id]?.shown ?? []
                return ChatSummary(chat: chat, lastMessage: messages.last, messageCount: messages.count)
            }
    }

    public func setModelChoice(backendName: String?, model: String?, in chatID: UUID) throws {
        guard chatsByID[chatID] != nil else { throw DomainError.chatGone }
        chatsByID[chatID]?.backendName = backendName
        chatsByID[chatID]?.model = model
    }

    public func rename(_ chatID: UUID, to title: String?) throws {
        guard chatsByID[chatID] != nil else { throw DomainError.chatGone }
        chatsByID[chatID]?.title = title
    }

    /// Stores the message in time order (after any sent at the same instant) and returns it.
    public func append(_ message: ChatMessage, to chatID: UUID) throws -> ChatMessage {
        guard let chat = chatsByID[chatID] else { throw DomainError.chatGone }
        chatsByID[chatID] = chat.modified(at: message.sentAt).opened(by: message)
        return messagesByChat[chatID, default: ChatMessageList()].append(message)
    }

    public func markViewed(_ chatID: UUID, through time: Date) {
        chatsByID[chatID] = chatsByID[chatID]?.viewed(through: time)
    }

    public func markUnviewed(_ chatID: UUID, from time: Date) {
        chatsByID[chatID] = chatsByID[chatID]?.unviewed(from: time)
    }

    public func messages(in chatID: UUID, before: UUID?, limit: Int) throws -> [ChatMessage] {
        guard limit > 0 else { return [] }
        guard let page = (messagesByChat[chatID] ?? ChatMessageList()).page(before: before, limit: limit) else {
            throw DomainError.notFound("message \(before?.uuidString ?? "") in chat \(chatID.uuidString)")
        }
        return page
    }

    public func messages(in chatID: UUID, after: UUID?, limit: Int) throws -> [ChatMessage] {
        guard limit > 0 else { return [] }
        guard let page = (messagesByChat[chatID] ?? ChatMessageList()).page(after: after, limit: limit) else {
            throw DomainError.notFound("message \(after?.uuidString ?? "") in chat \(chatID.uuidString)")
        }
        return page
    }

    public func occurrences(of query: String, in chatID: UUID) -> [MessageOccurrences] {
        MessageOccurrences.find(query, in: messagesByChat[chatID]?.shown ?? [])
    }

    public func messageCount(in chatID: UUID) -> Int { messagesByChat[chatID]?.shown.count ?? 0 }

    /// Deletes the chat, all its messages and its draft.
    public func deleteChat(_ chatID: UUID) {
        chatsByID[chatID] = nil
        messagesByChat[chatID] = nil
        draftsByChat[chatID] = nil
    }

    public func deleteChatIfEmpty(_ chatID: UUID) -> Bool {
        guard chatsByID[chatID] != nil, messageCount(in: chatID) == 0, draft(in: chatID).isEmpty else { return false }
        deleteChat(chatID)
        return true
    }

    public func draft(in chatID: UUID) -> String { draftsByChat[chatID] ?? "" }

    public func drafts() -> [UUID: String] { draftsByChat.filter { !$0.value.isEmpty } }

    public func saveDraft(_ text: String, in chatID: UUID, replacing expected: String?) throws -> String? {
        guard chatsByID[chatID] != nil else { throw DomainError.chatGone }
        let stored = draft(in: chatID)
        if let other = Self.changedElsewhere(stored: stored, saving: text, expected: expected) { return other }
        draftsByChat[chatID] = text.isEmpty ? nil : text
        // Other words written are the chat's latest activity, and a draft emptied none, as in
        // `SQLiteDraftStore`.
        if !text.isEmpty, text != stored { chatsByID[chatID] = chatsByID[chatID]?.modified(at: clock.now()) }
        if text.isEmpty, !stored.isEmpty {
            chatsByID[chatID] = chatsByID[chatID]?.activity(lastMessageAt: messagesByChat[chatID]?.latestSentAt)
        }
        return nil
    }
}
