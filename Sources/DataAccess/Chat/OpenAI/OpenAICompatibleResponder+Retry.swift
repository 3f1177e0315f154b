import Domain
import Foundation

extension OpenAICompatibleResponder {
    /// How often a 429 is waited out before the reply fails.
    public static let maximumBusyRetries = 3
    /// The wait when a 429 has no `Retry-After`.
    public static let defaultBusyWait: Duration = .seconds(5)
    /// The longest `Retry-After` waited for; a longer one fails with the server's message.
    public static let longestBusyWait: Duration = .seconds(60)

    /// Streams the reply; cancelling the consumer cancels the request, and a wait before a retry.
    public func reply(to request: ReplyRequest) -> AsyncThrowingStream<ReplyEvent, Error> {
        let responder = self
        return AsyncThrowingStream { continuation in
            let producer = Task {
                var sink = ReplyEventSink(maxTokens: request.maxTokens ?? responder.maxTokens) { continuation.yield($0) }
                do {
                    try await responder.run(request, onProgress: { continuation.yield($0) }) {
                        sink.take($0)
                    }
                    sink.finish()
                    // Stopped by its consumer, the transfer ends without text: that is no empty reply.
                    continuation.finish(throwing: Task.isCancelled ? nil : sink.emptyReply)
                } catch is CancellationError {
                    continuation.finish()
                } catch let error as ChatReplyError {
                    sink.finish()
                    continuation.finish(throwing: error.redacting(responder.apiKey))
                } catch {
                    continuation.finish(throwing: ChatReplyError(.unreachable, reason: "the request failed"))
                }
            }
            continuation.onTermination = { _ in producer.cancel() }
        }
    }

    /// Sends the request until it is answered: after a 429 or a 503 of a server loading its model
    /// (waiting as the server asks, at most `maximumBusyRetries` times) and once without each part
    /// of the request that a 400 or 422 refuses (`RequestPart`). A user
    /// message longer than `contextChars` allows is not sent at all (`.tooLong`). `onProgress`
    /// hears each request sent, its 2xx head, and each wait before a retry.
    func run(
        _ request: ReplyRequest, onProgress: (ReplyEvent) -> Void, yield: (OpenAIStreamEvent) -> Void
    ) async throws {
        if let cut = ConversationShape.cutOfNewestTurn(for: request, budget: contextChars) {
            // The prompt alone fills the budget: no message is short enough, the prompt is what to shorten.
            if cut.kept == 0, ConversationShape.promptLeavesNoRoom(promptLength: request.systemPrompt.count, budget: contextChars) {
                throw ChatReplyError(.tooLong, reason: "the avatar's system prompt has \(request.systemPrompt.count) characters, "
                    + "and this backend's context_chars (\(contextChars)) leaves no room for your message; "
                    + "\(ReplyRetry.tooLongWords). Shorten the system prompt (Alt-p) or raise context_chars in the config file")
            }
            let system = request.article == nil ? "the system prompt" : "the system prompt and the article"
            throw ChatReplyError(.tooLong, reason: "your message has \(cut.length) characters, and this backend's "
                + "context_chars (\(contextChars)) less the \(cut.system) of \(system) leaves room for "
                + "\(cut.kept); \(ReplyRetry.tooLongWords). Shorten it (Alt-e edits it) or raise context_chars in the config file")
        }
        var busyRetries = 0
        while true {
            let sent = chatRequest(for: request)
            let refusable = sent.refusableParts(for: request)
            do {
                onProgress(.requestSent)
                try await stream(request, answered: { onProgress(.serverAnswered) }, yield: yield)
                return
            } catch let refusal as ServerRefusal {
                if refusal.status == 429, Self.saysQuotaUsedUp(refusal) {
                    throw ChatReplyError.quotaUsedUp(message: refusal.message)
                }
                // A 503 with Retry-After is a server loading its model (TGI, OpenRouter, Azure): it
                // asks to be tried again as a 429 does; llama.cpp's says so in words.
                if refusal.status == 429 || refusal.status == 503 && (refusal.retryAfter != nil || refusal.answer.saysLoading) {
                    let wait = RetryAfter.delay(refusal.retryAfter, now: Date()) ?? Self.defaultBusyWait
                    if wait > Self.longestBusyWait {
                        throw ChatReplyError.busy(status: refusal.status, message: refusal.message, wait: wait)
                    }
                    guard busyRetries < Self.maximumBusyRetries else {
                        throw ChatReplyError.busy(status: refusal.status, message: refusal.message, wait: nil)
                    }
                    busyRetries += 1
                    onProgress(.waitingToRetry(after: wait, status: refusal.status, message: refusal.message))
                    try await sleeper.sleep(wait)
                    continue
                }
                if let part = refusal.refusedPart(of: refusable, turnsAlternate: sent.turnsAlternate(for: request)) {
                    quirks.note(part, refusedFor: request.model ?? model)
                    continue
                }
                throw ChatReplyError.status(
                    refusal.status, message: refusal.message, body: refusal.body, in: errorContext(for: request))
            }
        }
    }
}

extension OpenAICompatibleResponder {
    /// Whether a 429 says the account's quota is used up (OpenAI's `insufficient_quota`, Gemini's
    /// words), which no wait changes.
    static func saysQuotaUsedUp(_ refusal: ServerRefusal) -> Bool {
        refusal.body.contains("insufficient_quota")
            || refusal.message?.localizedCaseInsensitiveContains("exceeded your current quota") == true
    }
}

/// Reads a `Retry-After` value: whole seconds, or an HTTP date.
enum RetryAfter {
    /// The wait it asks for; nil when there is no value or it cannot be read. A date in the past
    /// asks for no wait.
    static func delay(_ value: String?, now: Date) -> Duration? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if let seconds = Int(value), seconds >= 0 { return .seconds(seconds) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: value) else { return nil }
        return .seconds(max(0, Int(date.timeIntervalSince(now).rounded(.up))))
    }
}
