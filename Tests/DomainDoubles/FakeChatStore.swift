import Domain
import Foundation

/// The `ChatStore` double: chats in memory that keep the protocol's rules, record what was
/// written, and refuse writes on demand (a full disk, a database another program locked).
public actor FakeChatStore: ChatStore {
    private var started: [Chat] = []
    private var messagesByChat: [UUID: [ChatMessage]] = [:]
    private let clock: NowProvider
    private let log: EventLog?
    private var refusal: DomainError?

    /// Every `update`, in order.
    public private(set) var updates: [(text: String, state: MessageState)] = []
    /// The times passed to `markViewed`, in order.
    public private(set) var viewedThrough: [Date] = []
    /// The chats deleted, in order.
    public private(set) var deleted: [UUID] = []
    /// How many writes were refused.
    public private(set) var refusedWrites = 0

    /// Holds `chats` with their messages; `clock` dates the chats it starts; each append and
    /// update is written to `log` when one is given.
    public init(chats: [(Chat, [ChatMessage])] = [], clock: NowProvider = .system, log: EventLog? = nil) {
        started = chats.map(\.0)
        messagesByChat = Dictionary(uniqueKeysWithValues: chats.map { ($0.0.id, $0.1) })
        self.clock = clock
        self.log = log
    }

    /// Every message of every chat, the chats in the order they started.
    public var stored: [ChatMessage] { started.flatMap { messagesByChat[$0.id] ?? [] } }

    /// Makes every write from now on throw `error`.
    public func failWrites(with error: DomainError = .storage(.diskFull)) { refusal = error }

    /// Lets writes succeed again.
    public func acceptWrites() { refusal = nil }

    private func checkWrite() throws {
        guard let refusal else { return }
        refusedWrites += 1
        throw refusal
    }

    public func chat(for avatarID: String) -> Chat {
        if let chat = started.first(where: { $0.avatarID == avatarID && $0.article == nil }) { return chat }
        let now = clock.now()
        let chat = Chat(avatarID: avatarID, createdAt: now, modifiedAt: now)
        started.append(chat)
        messagesByChat[chat.id] = []
        return chat
    }

    public func chats() -> [ChatSummary] {
        started
            .sorted { ($0.modifiedAt, $0.createdAt) > ($1.modifiedAt, $1.createdAt) }
            .map { ChatSummary(chat: $0, lastMessage: messagesByChat[$0.id]?.last, messageCount: messagesByChat[$0.id]?.count ?? 0) }
    }

    public func append(_ message: ChatMessage, to chatID: UUID) throws -> ChatMessage {
        try checkWrite()
        guard let index = started.firstIndex(where: { $0.id == chatID }) else { throw DomainError.notFound("chat") }
        log?.record("append \(message.role.rawValue) \(message.state.rawValue) \(message.text)")
        let after = messagesByChat[chatID, default: []].lastIndex { $0.sentAt <= message.sentAt }
        messagesByChat[chatID, default: []].insert(message, at: after.map { $0 + 1 } ?? 0)
        let chat = started[index]
        if message.sentAt > chat.modifiedAt {
            started[index] = chat.moved(modifiedAt: message.sentAt)
        }
        return message
    }

    public func update(messageID: UUID, text: String, state: MessageState) throws {
        try checkWrite()
        guard let chatID = messagesByChat.first(where: { $0.value.contains { $0.id == messageID } })?.key,
              let index = messagesByChat[chatID]?.firstIndex(where: { $0.id == messageID })
        else { throw DomainError.notFound("message") }
        log?.record("update \(state.rawValue) \(text)")
        messagesByChat[chatID]?[index].text = text
        messagesByChat[chatID]?[index].state = state
        updates.append((text, state))
    }

    public func messages(in chatID: UUID, before: UUID?, limit: Int) throws -> [ChatMessage] {
        let messages = messagesByChat[chatID] ?? []
        let end = try before.map { id in
            guard let index = messages.firstIndex(where: { $0.id == id }) else { throw DomainError.notFound("message") }
            return index
        } ?? messages.count
        return Array(messages[max(0, end - max(0, limit))..<end])
    }

    public func messageCount(in chatID: UUID) -> Int { messagesByChat[chatID]?.count ?? 0 }

    /// Records every call; the chat's `lastViewedAt` only moves forward.
    public func markViewed(_ chatID: UUID, through time: Date) throws {
        try checkWrite()
        viewedThrough.append(time)
        guard let index = started.firstIndex(where: { $0.id == chatID }) else { return }
        let chat = started[index]
        guard chat.lastViewedAt.map({ time > $0 }) ?? true else { return }
        started[index] = chat.moved(lastViewedAt: time)
    }

    public func deleteChat(_ chatID: UUID) throws {
        try checkWrite()
        deleted.append(chatID)
        started.removeAll { $0.id == chatID }
        messagesByChat[chatID] = nil
    }

    public func chat(id: UUID) throws -> Chat {
        guard let chat = started.first(where: { $0.id == id }) else { throw DomainError.notFound("chat") }
        return chat
    }

    public func newChat(for avatarID: String, about article: ArticleReference) throws -> Chat {
        try checkWrite()
        let now = clock.now()
        let chat = Chat(avatarID: avatarID, createdAt: now, modifiedAt: now, article: article)
        started.append(chat)
        messagesByChat[chat.id] = []
        return chat
    }

    public func chats(about articleID: String) -> [ChatSummary] { chats().filter { $0.chat.article?.id == articleID } }

    public func setModelChoice(backendName: String?, model: String?, in chatID: UUID) throws {
        try checkWrite()
        guard let index = started.firstIndex(where: { $0.id == chatID }) else { throw DomainError.notFound("chat") }
        started[index].backendName = backendName
        started[index].model = model
    }
}
