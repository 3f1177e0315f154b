import Foundation

extension ConversationShape {
    /// The indices in `history` of the user's messages whose reply failed or was stopped before
    /// any text, when the user wrote a message after that reply. A user reads Esc or a failure as
    /// the end of that turn ("never mind", a content filter's refusal, a message too long to
    /// send): joined to the next message, it would be answered instead of it, or refuse it again
    /// and every one after it. Until the user writes again it is the newest turn, so Ctrl-R on
    /// its reply still sends it.
    static func abandonedIndices(_ history: [ChatMessage]) -> Set<Int> {
        guard let lastMessage = history.lastIndex(where: { $0.role == .user && isSent($0) }) else { return [] }
        var abandoned = Set<Int>()
        for reply in history.indices where reply < lastMessage && endedEmpty(history[reply]) {
            // The messages it answered: the user's, back to the reply before them.
            var index = reply - 1
            while index >= 0, history[index].role != .assistant {
                if history[index].role == .user { abandoned.insert(index) }
                index -= 1
            }
        }
        return abandoned
    }

    /// True for a reply that failed or stopped before any text: the model said nothing.
    static func endedEmpty(_ message: ChatMessage) -> Bool {
        message.role == .assistant && message.state != .complete && !isSent(message)
    }
}
