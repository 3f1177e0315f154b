import Foundation

/// What a chat's replies are asked with besides the history, as the Chat screen shows it: the
/// avatar's settings, the backend and model that answer, and the article the chat is about.
public struct ChatReplySetup: Sendable, Equatable {
    public var settings = AvatarSettings()
    /// The backend that answers: the chat's pick, else the default one.
    public var backend: ChatBackend = .offline
    /// The backend and model the chat picked, as the request names them: nil for the default
    /// backend and the backend's own model.
    public var chosenBackend: String?
    public var chosenModel: String?
    /// The article with its text; nil for the avatar's main chat.
    public var article: ArticleContext?
    /// The backend the chat picked that is no longer configured (removed or renamed in the
    /// config file): `backend` is then the default one, and the chat must say so.
    public var missingBackend: String?
    /// The model the chat picked without its backend (as earlier builds kept a pick on the default one): `backend` is then
    /// the default one with its own model, and the chat must say so.
    public var modelWithoutBackend: String?
    /// The backend of the avatar's model (its settings) that is no longer configured, for a chat
    /// that picked none: `backend` is then the default one, and the chat must say so.
    public var missingAvatarBackend: String?

    /// Default settings and the offline persona: what a chat shows before its own setup is read.
    public static let offline = ChatReplySetup()

    /// What the header and a reply of the offline persona name.
    public static let offlinePersona = "offline persona"

    /// The model asked for: the chat's pick, else the backend's own.
    public var model: String { chosenModel ?? backend.model }

    /// The model a reply is stored with when the server names none: the one asked for, or the
    /// offline persona.
    public var answeringModel: String { backend.isOffline ? Self.offlinePersona : model }

    /// The request for a reply to `history`: the avatar's prompt and overrides, the chat's
    /// backend and model (nil when they are the defaults), the article.
    public func request(as avatar: Avatar, history: [ChatMessage]) -> ReplyRequest {
        ReplyRequest(
            avatar: avatar, systemPrompt: settings.prompt(for: avatar), history: history,
            backendName: chosenBackend, model: chosenModel, article: article,
            temperature: settings.temperature, maxTokens: settings.maxTokens, answeringModel: answeringModel)
    }

    /// "local / qwen2.5:7b", or "offline persona".
    public var answeredBy: String {
        backend.isOffline ? Self.offlinePersona : "\(backend.name) / \(model)"
    }
}
