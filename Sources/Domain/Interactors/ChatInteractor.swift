import Foundation

/// Finding the avatar to talk to and asking it for replies.
public struct ChatInteractor: Sendable {
    private let avatars: any AvatarService
    private let responder: any ChatResponder
    private let clock: NowProvider

    /// Creates the interactor with the services it uses.
    public init(avatars: any AvatarService, responder: any ChatResponder, clock: NowProvider) {
        self.avatars = avatars
        self.responder = responder
        self.clock = clock
    }

    /// The avatar with the given id.
    public func avatar(id: String) async throws -> Avatar {
        guard let avatar = try await avatars.allAvatars().items.first(where: { $0.id == id }) else {
            throw DomainError.notFound("avatar \(id)")
        }
        return avatar
    }

    /// A user message stamped with the current time; nil when the text is blank.
    public func userMessage(_ text: String) -> ChatMessage? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : ChatMessage(role: .user, text: trimmed, sentAt: clock.now())
    }

    /// An empty reply from the avatar, to be filled as the stream arrives.
    public func emptyReply() -> ChatMessage {
        ChatMessage(role: .assistant, text: "", sentAt: clock.now())
    }

    /// Streams the avatar's reply to the conversation.
    public func reply(as avatar: Avatar, to history: [ChatMessage]) -> AsyncThrowingStream<String, Error> {
        responder.reply(as: avatar, to: history)
    }
}
