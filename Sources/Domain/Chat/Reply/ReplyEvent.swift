import Foundation

/// One thing a responder reports while it writes a reply, in order.
public enum ReplyEvent: Sendable, Equatable {
    /// A piece of the reply; joined in order, the pieces make the reply's text.
    case text(String)
    /// A piece of the model's reasoning (`reasoning_content`, `reasoning` or `<think>…</think>`),
    /// shown apart from the reply and never sent back to the model.
    case reasoning(String)
    /// The text so far was the model's reasoning: it ended with a lone `</think>` (reasoning
    /// models served without a reasoning parser). The text moves to the reasoning.
    case textWasReasoning
    /// The server ended the reply before its end (the token limit, a content filter), for the
    /// reason given: the reply is stored as far as it came, as stopped, with the reason beside
    /// its text (the chat shows it under the reply; it is never sent back to the model).
    case cut(because: String)
    /// The model that writes the reply, as the server names it; may come more than once.
    case model(String)
    /// The token counts, when the server sends them after the reply.
    case usage(ReplyUsage)
    /// The server asked to wait (429, or 503 with `Retry-After`): the request is sent again after
    /// `delay`, unless the consumer cancels first. `status` and the server's `message` say why
    /// at once, not only when the last retry fails.
    case waitingToRetry(after: Duration, status: Int = 429, message: String? = nil)
    /// The request went to the server, again after each wait it asked for. Until it answers
    /// (`serverAnswered`), nothing is being written: the server is still loading the model, or
    /// a proxy holds the request, and the chat says it waits for the server rather than that
    /// the avatar is typing. Responders that answer at once (the offline persona) send neither.
    case requestSent
    /// The server accepted the request (its 2xx response head came): the model is at work, and a
    /// silence from now on is the model's, not the server's.
    case serverAnswered
}

/// How many tokens a reply took, as the server counted them.
public struct ReplyUsage: Sendable, Equatable, Hashable {
    public let promptTokens: Int?
    public let completionTokens: Int?

    public init(promptTokens: Int?, completionTokens: Int?) {
        self.promptTokens = promptTokens
        self.completionTokens = completionTokens
    }
}
