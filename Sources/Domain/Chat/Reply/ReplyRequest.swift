import Foundation

/// Everything a responder needs to write one reply.
public struct ReplyRequest: Sendable {
    public var avatar: Avatar
    /// The instruction that puts the model in the avatar's place; the responder sends it first.
    public var systemPrompt: String
    /// The conversation so far, oldest first, as stored: failed and empty replies included (the
    /// responder shapes it for the server).
    public var history: [ChatMessage]
    /// The configured backend to ask; nil for the default one.
    public var backendName: String?
    /// The model to ask for; nil for the backend's own.
    public var model: String?
    /// The article the chat is about, given to the model as untrusted context.
    public var article: ArticleContext?
    /// Overrides of the backend's settings (an avatar's own), when set.
    public var temperature: Double?
    public var maxTokens: Int?
    /// The model the stored reply names when the server names none: the one asked for, the
    /// backend's configured one, or the offline persona (the chat's setup knows which); nil
    /// leaves it `model`. A model the server names wins.
    public var answeringModel: String?

    public init(
        avatar: Avatar, systemPrompt: String? = nil, history: [ChatMessage], backendName: String? = nil,
        model: String? = nil, article: ArticleContext? = nil, temperature: Double? = nil, maxTokens: Int? = nil,
        answeringModel: String? = nil
    ) {
        self.avatar = avatar
        self.systemPrompt = systemPrompt ?? SystemPrompt.text(for: avatar)
        self.history = history
        self.backendName = backendName
        self.model = model
        self.article = article
        self.temperature = temperature
        self.maxTokens = maxTokens
        self.answeringModel = answeringModel
    }
}

/// An article given to the model as the subject of a chat; `ArticleContextReader` finds it.
public struct ArticleContext: Sendable, Hashable {
    public let title: String
    public let link: URL?
    /// The article's plain text; the responder cuts it to the backend's budget.
    public let text: String
    /// The targets of the `[N]` marks in `text`; index 0 is `[1]`. Without them the model sees
    /// marks that point nowhere and cannot say where the article links to.
    public let links: [String]

    public init(title: String, link: URL?, text: String, links: [String] = []) {
        self.title = title
        self.link = link
        self.text = text
        self.links = links
    }
}
