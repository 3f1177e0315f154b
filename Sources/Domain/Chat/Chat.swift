import Foundation

/// A conversation with one avatar: its main chat, or one about an article.
public struct Chat: Sendable, Hashable, Identifiable {
    public let id: UUID
    public let avatarID: String
    public let createdAt: Date
    /// When something last happened in it: the time of its newest message, or of the last change
    /// to its unsent draft (the draft stores move it), or `createdAt`.
    public let modifiedAt: Date
    /// The time of the newest message the user has seen; nil when the chat was never viewed.
    public let lastViewedAt: Date?
    /// The backend the chat picked; nil for the default one.
    public var backendName: String?
    /// The model the chat picked; nil for the backend's own.
    public var model: String?
    /// The article the chat is about; nil for the avatar's main chat.
    public var article: ArticleReference?
    /// The title the user gave the chat; nil for its default one (`ChatTitle`).
    public var title: String?
    /// The start of the first message the user sent in the chat, which its default title is
    /// made of; nil before one is sent.
    public var openingText: String?

    public init(
        id: UUID = UUID(), avatarID: String, createdAt: Date, modifiedAt: Date, lastViewedAt: Date? = nil,
        backendName: String? = nil, model: String? = nil, article: ArticleReference? = nil,
        title: String? = nil, openingText: String? = nil
    ) {
        self.id = id
        self.avatarID = avatarID
        self.createdAt = createdAt
        self.modifiedAt = modifiedAt
        self.lastViewedAt = lastViewedAt
        self.backendName = backendName
        self.model = model
        self.article = article
        self.title = title
        self.openingText = openingText
    }
}

/// A chat as the chats list shows it: the chat, its newest message and its size.
public struct ChatSummary: Sendable, Hashable, Identifiable {
    public let chat: Chat
    /// The newest message, for the preview; nil when the chat is empty. A store may give only
    /// its first `previewCharacters` of text and no reasoning: all a preview shows.
    public let lastMessage: ChatMessage?
    /// More than the widest row's preview shows: cleaning 3,000 whole replies took most of the
    /// second the Chats list took to open.
    public static let previewCharacters = 2_000
    public let messageCount: Int
    /// `ChatsInteractor.unreadCount(in:)`, when the store counted it with the summary: one query
    /// for the whole list, where a query per chat took a second for 3,000 chats. Nil: the
    /// interactor counts it.
    public let unreadCount: Int?

    public init(chat: Chat, lastMessage: ChatMessage?, messageCount: Int, unreadCount: Int? = nil) {
        self.chat = chat
        self.lastMessage = lastMessage
        self.messageCount = messageCount
        self.unreadCount = unreadCount
    }

    public var id: UUID { chat.id }
}
