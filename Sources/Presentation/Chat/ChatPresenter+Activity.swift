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

    /// A request went out (again after a server's wait, which is then over), or its server
    /// answered: the silence counts from now, and from the answer on it is the model's.
    func awaitServer(_ awaits: Bool) {
        if awaits { stopCountdown() }
        heardFromServer()
        if awaitsServer != awaits { awaitsServer = awaits }
    }

    /// The backend that answers, by the name the header shows ("local" of "local / qwen2.5:7b"),
    /// for the rule while its server has not answered.
    public var backendName: String { replySetup.backend.name }
}
