import Foundation
import HTTPStreamWire

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
        /// The user's message does not fit in the backend's `context_chars`; nothing was sent.
        case tooLong
        /// The model answered only with a call of a tool, which aichats does not offer.
        case toolCall
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

    /// The error for an HTTP status other than success, with the server's own `message` when
    /// its body had one; `body` is the whole body, for the code it may hold.
    static func status(_ code: Int, message: String?, body: String = "", in context: ReplyErrorContext) -> ChatReplyError {
        let answered = "server answered "
            + ServerAnswer(status: code, message: message, isWebPage: ServerErrorBody.isWebPage(Data(body.utf8))).words
        let sentIn = context.keyHeader.map { " and goes in its \($0) header (key_header)" } ?? ""
        let keyAdvice = context.keySource.map { "the API key comes from \($0)\(sentIn); check it" }
            ?? "no API key is set; give the backend api_key_env, api_key_command or api_key, or set AICHATS_API_KEY"
        let reason = switch code {
        // Azure API Management and Azure OpenAI's deployments read the key from a header of their own.
        case 401 where context.keySource != nil && context.keyHeader == nil
            && message?.localizedCaseInsensitiveContains("subscription key") == true:
            answered + " — this server (Azure's) wants the key in a header of its own, not as Authorization: Bearer: "
                + "add key_header = \"api-key\" to the backend (API Management: \"Ocp-Apim-Subscription-Key\"), or for "
                + "Azure OpenAI set base_url to the resource's /openai/v1 address, which takes the bearer token"
        // Google's Gemini says a bad key with 400.
        case _ where code == 401 || code == 403 && message.map(Self.mayBeAboutTheKey) ?? true
            || code == 400 && message?.localizedCaseInsensitiveContains("api key") == true:
            answered + " — " + keyAdvice
        case 404:
            answered + " — model \"\(context.model)\" or \(context.endpoint) is not there; check model and base_url"
                + (["", "/"].contains(URL(string: context.base)?.path ?? "/") ? " (it usually ends in /v1)" : "")
        // What static web servers answer a POST (GitHub Pages, S3, `python -m http.server`).
        case 405, 501:
            answered + " — \(context.base) takes no chat requests, so it is no OpenAI-compatible server; "
                + "check base_url (it usually ends in /v1)"
        case 400 where message.map(Self.saysContextTooLong) == true || body.contains("context_length_exceeded"):
            answered + Self.contextTooLongAdvice
        default: answered
        }
        return ChatReplyError(.status(code), reason: reason)
    }

    /// Whether a 403's message leaves the key as its likely cause: it names a key, a token or
    /// authentication, or says no more than "forbidden". A 403 that explains itself (a region,
    /// a model the account may not use, moderation) gets no advice about the key.
    static func mayBeAboutTheKey(_ message: String) -> Bool {
        let text = message.lowercased()
        let generic = ["forbidden", "403 forbidden", "access denied", "permission denied", "not allowed", "unauthorized"]
        if generic.contains(text.trimmingCharacters(in: .punctuationCharacters.union(.whitespaces))) { return true }
        return ["key", "token", "auth", "credential"].contains { text.contains($0) }
    }

    /// What follows a server's words that say the prompt is over the model's context.
    static let contextTooLongAdvice =
        " — the history sent is more than the model takes; lower context_chars for this backend"

    /// Whether a server's message says the prompt is over the model's context, as OpenAI, vLLM,
    /// llama.cpp and LiteLLM word it ("maximum context length", "context window", "exceeds the
    /// context size"), Groq ("reduce the length of the messages") and Anthropic ("prompt is too long").
    static func saysContextTooLong(_ message: String) -> Bool {
        let text = message.lowercased()
        let phrases = ["context length", "context window", "context size", "reduce the length of the messages", "prompt is too long"]
        return phrases.contains { text.contains($0) }
    }

    /// A 429 that says the account's quota is used up (OpenAI's `insufficient_quota`, Gemini's
    /// "exceeded your current quota"): no wait brings it back, so none is made.
    static func quotaUsedUp(message: String?) -> ChatReplyError {
        ChatReplyError(.status(429), reason: "server answered 429" + (message.map { ": \($0)" } ?? "")
            + " — the account's quota is used up, so waiting does not help; check its plan and billing with the provider")
    }

    /// A 429 (or a 503 with Retry-After) the responder stopped waiting for: too many in a row, or
    /// a wait beyond the limit.
    static func busy(status: Int = 429, message: String?, wait: Duration?) -> ChatReplyError {
        let answered = "server answered \(status)" + (message.map { ": \($0)" } ?? "")
        let busy = status == 429 ? "too many requests" : "not ready"
        let advice = wait.map { " — it asks to wait \(WaitWording.text($0)); try again later" }
            ?? " — still \(busy) after \(OpenAICompatibleResponder.maximumBusyRetries) retries; try again later"
        return ChatReplyError(.status(status), reason: answered + advice)
    }

    /// The server answered 200 with a web page: the base URL points at a site, not at the API.
    static func webPage(_ base: String) -> ChatReplyError {
        ChatReplyError(
            .malformed,
            reason: "the server at \(base) answered with a web page, not a reply stream; "
                + "check base_url (it usually ends in /v1)")
    }

    /// The server reported an error in its stream, or in a plain JSON answer: `error` is its value.
    static func reported(_ error: Any) -> ChatReplyError {
        let message = ServerErrorBody.message(in: error)
        let code = (error as? [String: Any])?["code"] as? String
        let advice = saysContextTooLong(message) || code == "context_length_exceeded" ? contextTooLongAdvice : ""
        return ChatReplyError(.serverError, reason: "the server reported an error: \(message)" + advice)
    }

    /// The server sent an event that is not a valid chunk; `problem` says what is wrong with it.
    static func malformed(_ problem: String) -> ChatReplyError {
        ChatReplyError(.malformed, reason: "the server sent a malformed event: \(problem)")
    }

    /// An event (or one line of it) longer than the parser keeps in memory.
    static let oversizedEvent = ChatReplyError(
        .malformed, reason: "the server sent an event larger than \(OpenAIEventParser.maximumEventBytes >> 20) MB, "
            + "the most one event may hold")

    /// A plain JSON answer (`"stream": true` ignored) that is no chat completion, or too large.
    static func malformedAnswer(_ problem: String) -> ChatReplyError {
        ChatReplyError(.malformed, reason: "the server answered with JSON that is not a reply: \(problem)")
    }
    /// The connection failed before the reply was complete.
    static let dropped = ChatReplyError(.dropped, reason: "the connection dropped mid-reply")

    /// The body ended without a transport error but before `[DONE]` or a finish reason: a
    /// server that closed the connection, or ended its chunked body, early or by its own habit.
    static let unmarkedEnd = ChatReplyError(
        .dropped, reason: "the server ended the reply without saying it was complete; it may be cut short")

    /// The body ended as `unmarkedEnd` does, before any piece of a reply: there is nothing to cut short.
    static let closedBeforeReply = ChatReplyError(.dropped, reason: "the server closed the connection before any reply")

    /// A 2xx event stream that held only comments or heartbeats (`: OPENROUTER PROCESSING`) and
    /// then ended: the server is the one configured, but it had no model free to answer.
    static let keptAliveWithoutReply = ChatReplyError(
        .dropped, reason: "the server kept the connection open but closed it without a reply; the model may be overloaded")

    /// A 2xx answer whose body was empty (or blank): no stream, and nothing else either.
    static let emptyAnswer = ChatReplyError(.dropped, reason: "the server sent an empty reply")

    /// The server stopped sending for longer than the idle limit.
    static func silent(after seconds: Duration) -> ChatReplyError {
        ChatReplyError(.dropped, reason: "the server sent nothing for \(seconds.wholeSeconds) s")
    }

    /// The server could not be reached; `detail` says how.
    static func unreachable(_ base: String, _ detail: String) -> ChatReplyError {
        ChatReplyError(.unreachable, reason: "cannot reach \(base): \(detail)")
    }

    /// The transfer failed with `error` before an answer came, as one plain sentence naming `base`.
    static func transport(_ error: URLError, base: String) -> ChatReplyError {
        let https = base.lowercased().hasPrefix("https:")
        let reason = switch error.code {
        case .cannotConnectToHost: "the server at \(base) refused the connection; is it running, on that port?"
        case .cannotFindHost, .dnsLookupFailed: "the host of \(base) was not found (DNS); check base_url"
        case .timedOut: "the server at \(base) did not answer in time"
        case .httpTooManyRedirects: "the server at \(base) redirects in a loop; check base_url"
        // The helper names the other server, unless the address had no host: curl shows it then.
        case .redirectToNonExistentLocation:
            error.redirectOrigin.map { "the server at \(base) redirected to " + URLError.otherServer($0) }
                ?? "the server at \(base): \(URLError.otherServerRedirect) (curl -sI \(base)/models shows it after Location:)"
        case .zeroByteResource: "the server at \(base) closed the connection without answering"
        case _ where error.code.isUntrustedCertificate: "the certificate of \(base) is " + URLError.Code.untrustedCertificateWords
        case _ where error.code.isSecureConnectionFailure:
            "the secure (TLS) connection to \(base) failed: check its certificate, or whether it speaks https at all"
        case .badServerResponse where error.meansPlainHTTP(overHTTPS: https):
            "the server at \(base) does not speak https; try http://"
        case .badServerResponse: "what answers at \(base) does not speak HTTP; check the port of base_url"
        default: "cannot reach \(base): \(error.shortDescription)"
        }
        return ChatReplyError(.unreachable, reason: reason)
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

/// What an error message names besides the server's words.
struct ReplyErrorContext: Sendable {
    /// The base URL without user or password.
    let base: String
    /// The chat completions URL, without user or password.
    let endpoint: String
    /// The model asked for.
    let model: String
    /// Where the API key comes from; nil when there is none.
    let keySource: String?
    /// The header the key went in (`key_header`); nil for `Authorization: Bearer`.
    var keyHeader: String?
}
