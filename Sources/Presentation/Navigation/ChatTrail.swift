import Foundation

/// The chat on screen last, for Chats: back on top, it selects the chat the user comes back
/// from, which after Ctrl-N is not the one opened from it but the new chat that replaced it.
/// One per app (`AppDependencies.chatTrail`); the chat screen records its chat as it opens.
@MainActor
public final class ChatTrail {
    private var last: UUID?

    nonisolated public init() {}

    func record(_ chatID: UUID) { last = chatID }

    /// The last chat shown, once: Chats back on top for another reason later (a sheet closed)
    /// keeps its own selection.
    func take() -> UUID? {
        defer { last = nil }
        return last
    }
}
