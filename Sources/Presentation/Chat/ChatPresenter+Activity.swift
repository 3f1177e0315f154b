import Domain

/// What the rule above the input says while a reply is under way: the user watches it, so it
/// names what is going on rather than always "is typing…".
extension ChatPresenter {
    /// True while only the reply's reasoning has come: "is thinking…" tells why nothing of the
    /// answer shows yet.
    public var isThinking: Bool {
        guard let replyingID, let reply = messages.last(where: { $0.id == replyingID }) else { return false }
        return !reply.reasoning.isEmpty && reply.text.allSatisfy(\.isWhitespace)
    }

    /// While the server asked to wait (429, 503) before the request goes again: why, and when.
    public var serverWaitText: String? {
        guard isReplying, case .retrying(let seconds, let reason) = replyStatus else { return nil }
        return reason.ruleText(secondsLeft: seconds)
    }
}
