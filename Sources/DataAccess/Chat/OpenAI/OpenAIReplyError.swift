import Foundation

/// Why a reply from an OpenAI-compatible server failed, as one line for the chat.
///
/// `message` reads "reply failed: …"; `reason` (also the `description`) is the part after the
/// prefix, because the chat presenter adds "reply failed: " to an error's description itself.
/// Neither ever holds the API key: the responder removes it before the error is made.
public struct ChatReplyError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// What went wrong, for tests and for choosing a retry hint.
    public enum Kind: Sendable, Equatable {
        /// The server could not be reached or did not answer in time.
        case unreachable
        /// The server answered with an HTTP error status.
        case status(Int)
        /// A server-sent event could not be understood.
        case malformed
        /// The stream stopped before the reply was complete, or went silent too long.
        case dropped
        /// The server sent an error object in the stream.
        case serverError
    }

    public let kind: Kind
    /// The explanation without the "reply failed: " prefix.
    public let reason: String

    public init(_ kind: Kind, reason: String) {
        self.kind = kind
        self.reason = reason
    }

    /// The line to show in the chat.
    public var message: String { "reply failed: \(reason)" }
    /// The reason, without the prefix the chat adds.
    public var description: String { reason }
    /// The same line as `message`.
    public var errorDescription: String? { message }

    /// The error for an HTTP status other than success.
    static func status(_ code: Int) -> ChatReplyError {
        let reason = switch code {
        case 401, 403: "server answered \(code): check AICHATS_API_KEY"
        case 404: "server answered 404: check AICHATS_API_BASE and AICHATS_MODEL"
        case 429: "server answered 429: too many requests, try again later"
        default: "server answered \(code)"
        }
        return ChatReplyError(.status(code), reason: reason)
    }

    /// The server sent something that is not a valid event.
    static let malformed = ChatReplyError(.malformed, reason: "the server sent a malformed event")
    /// The connection closed before the reply was complete.
    static let dropped = ChatReplyError(.dropped, reason: "the connection dropped mid-reply")

    /// The server stopped sending for longer than the idle limit.
    static func silent(after seconds: Duration) -> ChatReplyError {
        ChatReplyError(.dropped, reason: "the server sent nothing for \(seconds.wholeSeconds) s")
    }

    /// The server could not be reached; `detail` says how.
    static func unreachable(_ base: String, _ detail: String) -> ChatReplyError {
        ChatReplyError(.unreachable, reason: "cannot reach \(base): \(detail)")
    }

    /// The same error with every occurrence of `secret` replaced.
    func redacting(_ secret: String?) -> ChatReplyError {
        guard let secret, !secret.isEmpty, reason.contains(secret) else { return self }
        return ChatReplyError(kind, reason: reason.replacingOccurrences(of: secret, with: "[key hidden]"))
    }
}

extension Duration {
    /// The whole seconds, rounded down; shown as at least 1 when there is any time at all.
    var wholeSeconds: Int64 {
        let seconds = components.seconds
        return seconds == 0 && components.attoseconds > 0 ? 1 : seconds
    }
}
