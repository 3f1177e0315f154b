import Domain
import Foundation

/// The `ChatStore` double: chats in memory that keep the protocol's rules (`ChatMessageList`),
/// record what was written, and refuse writes on demand (a full disk, a database another
/// program locked).
public actor FakeChatStore: ChatStore {
    var started: [Chat] = []
    var messagesByChat: [UUID: ChatMessageList] = [:]
    private let clock: NowProvider
    let log: EventLog?
    private var refusal: DomainError?
    /// The drafts `deleteChatIfEmpty` looks at; nil: none.
    var draftStore: FakeDraftStore?
    /// Runs as each page of history is read (see `whileReadingPages`).
    private var whilePageIsRead: (@Sendable () async -> Void)?

    /// Every `update` and `updateReply`, in order.
    public internal(set) var updates: [(text: String, state: MessageState)] = []
    /// Every `updateReply`, in order.
    public internal(set) var savedReplies: [ChatMessage] = []
    /// The times passed to `markViewed`, in order.
    public private(set) var viewedThrough: [Date] = []
    /// The chats deleted, in order.
    public private(set) var deleted: [UUID] = []
    /// The messages deleted, in order.
    public internal(set) var deletedMessages: [UUID] = []
    /// How many writes were refused.
    public private(set) var refusedWrites = 0

    /// Holds `chats` with their messages; `clock` dates the chats it starts; each append and
    /// update is written to `log` when one is given; `drafts` are the drafts `deleteChatIfEmpty`
    /// sees.
    public init(
        chats: [(Chat, [ChatMessage])] = [], clock: NowProvider = .system, log: EventLog? = nil, drafts: FakeDraftStore? = nil
    ) {
        draftStore = drafts
        started = chats.map(\.0)
        messagesByChat = Dictionary(uniqueKeysWithValues: chats.map { ($0.0.id, ChatMessageList($0.1)) })
        self.clock = clock
        self.log = log
    }

    /// Every shown message of every chat, the chats in the order they started.
    public var stored: [ChatMessage] { started.flatMap { messagesByChat[$0.id]?.shown ?? [] } }

    /// Runs `work` as each page of history is read from now on: a test types a key while a chat
    /// opens, say.
    public func whileReadingPages(_ work: @escaping @Sendable () async -> Void) { whilePageIsRead = work }

    /// Makes every write from now on throw `error`.
    public func failWrites(with error: DomainError = .storage(.diskFull)) { refusal = error }

    /// Lets writes succeed again.
    public func acceptWrites() { refusal = nil }

    func checkWrite() throws {
        guard let refusal else { return }
        refusedWrites += 1
        throw refusal
    }

    public func chat(for avatarID: String) -> Chat {
        if let chat = chats(with: avatarID).first(where: { $0.article == nil }) { return chat }
        return start(Chat(avatarID: avatarID, createdAt: clock.now(), modifiedAt: clock.now()))
    }

    /// The avatar's chats, the most recent activity first (of equal times, the one started last).
    public func chats(with avatarID: String) -> [Chat] {
        started.enumerated().filter { $0.element.avatarID == avatarID }
            .sorted { ($0.element.modifiedAt, $0.element.createdAt, $0.offset) > ($1.element.modifiedAt, $1.element.createdAt, $1.offset) }
            .map(\.element)
    }

    public func newChat(for avatarID: String, about article: ArticleReference?) throws -> Chat {
        try checkWrite()
        return start(Chat(avatarID: avatarID, createdAt: clock.now(), modifiedAt: clock.now(), article: article))
    }

    private func start(_ chat: Chat) -> Chat {
        started.append(chat)
        messagesByChat[chat.id] = ChatMessageList()
        return chat
    }

    public func chat(id: UUID) throws -> Chat {
        guard let chat = started.first(where: { $0.id == id }) else { throw DomainError.chatGone }
        return chat
    }

    public func chats() -> [ChatSummary] { summaries { _ in true } }

    public func chats(about articleID: String) -> [ChatSummary] { summaries { $0.article?.id == articleID } }

    private func summaries(_ include: (Chat) -> Bool) -> [ChatSummary] {
        started.filter(include)
            .sorted { ($0.modifiedAt, $0.createdAt) > ($1.modifiedAt, $1.createdAt) }
            .map { chat in
                let shown = messagesByChat[chat.id]?.shown ?? []
                return ChatSummary(chat: chat, lastMessage: shown.last, messageCount: shown.count)
            }
    }

    public func setModelChoice(backendName: String?, model: String?, in chatID: UUID) throws {
        try checkWrite()
        guard let index = started.firstIndex(where: { $0.id == chatID }) else { throw DomainError.chatGone }
        started[index].backendName = backendName
        started[index].model = model
    }

    public func rename(_ chatID: UUID, to title: String?) throws {
        try checkWrite()
        guard let index = started.firstIndex(where: { $0.id == chatID }) else { throw DomainError.chatGone }
        started[index].title = title
    }

    public func append(_ message: ChatMessage, to chatID: UUID) throws -> ChatMessage {
        try checkWrite()
        guard let index = started.firstIndex(where: { $0.id == chatID }) else { throw DomainError.chatGone }
        log?.record("append \(message.role.rawValue) \(message.state.rawValue) \(message.text)")
        started[index] = started[index].modified(at: message.sentAt).opened(by: message)
        return messagesByChat[chatID, default: ChatMessageList()].append(message)
    }

    func moveForward(_ chatID: UUID, to time: Date) {
        guard let index = started.firstIndex(where: { $0.id == chatID }) else { return }
        started[index] = started[index].modified(at: time)
    }

    public func messages(in chatID: UUID, before: UUID?, limit: Int) async throws -> [ChatMessage] {
        await whilePageIsRead?()
        guard let page = (messagesByChat[chatID] ?? ChatMessageList()).page(before: before, limit: limit) else {
            throw DomainError.notFound("message")
        }
        return page
    }

    public func messages(in chatID: UUID, after: UUID?, limit: Int) throws -> [ChatMessage] {
        guard let page = (messagesByChat[chatID] ?? ChatMessageList()).page(after: after, limit: limit) else {
            throw DomainError.notFound("message")
        }
        return page
    }

    public func occurrences(of query: String, in chatID: UUID) -> [MessageOccurrences] {
        MessageOccurrences.find(query, in: messagesByChat[chatID]?.shown ?? [])
    }

    public func messageCount(in chatID: UUID) -> Int { messagesByChat[chatID]?.shown.count ?? 0 }

    /// Records every call; the chat's `lastViewedAt` only moves forward.
    public func markViewed(_ chatID: UUID, through time: Date) throws {
        try checkWrite()
        viewedThrough.append(time)
        guard let index = started.firstIndex(where: { $0.id == chatID }) else { return }
        started[index] = started[index].viewed(through: time)
    }

    /// The chat's `lastViewedAt` only moves back, to just before `time`.
    public func markUnviewed(_ chatID: UUID, from time: Date) throws {
        try checkWrite()
        guard let index = started.firstIndex(where: { $0.id == chatID }) else { return }
        started[index] = started[index].unviewed(from: time)
    }

    /// The chats' order is the tests' own here: a reply's end moves no chat.
    public func replyEnded(_ messageID: UUID, at time: Date) {}

    public func deleteChat(_ chatID: UUID) throws {
        try checkWrite()
        deleted.append(chatID)
        started.removeAll { $0.id == chatID }
        messagesByChat[chatID] = nil
    }
}

extension FakeChatStore {
    /// Deletes the chat when it holds no message and no draft (of the `drafts` it was given).
    public func deleteChatIfEmpty(_ chatID: UUID) async throws -> Bool {
        try checkWrite()
        guard started.contains(where: { $0.id == chatID }), messagesByChat[chatID]?.shown.isEmpty ?? true else { return false }
        if let draftStore, await !draftStore.draft(in: chatID).isEmpty { return false }
        try deleteChat(chatID)
        return true
    }
}
