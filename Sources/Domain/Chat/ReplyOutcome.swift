/// How a streamed reply ended.
public struct ReplyOutcome: Sendable {
    /// The reply as stored: its whole text so far and its final state.
    public let message: ChatMessage
    /// Why the reply failed, when its state is `.failed`.
    public let failure: (any Error)?

    public init(message: ChatMessage, failure: (any Error)?) {
        self.message = message
        self.failure = failure
    }
}
