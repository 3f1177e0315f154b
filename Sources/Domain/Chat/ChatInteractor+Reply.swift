import Foundation

extension ChatInteractor {
    /// The longest a growing reply goes unsaved while saving works.
    public static let saveInterval: Duration = .milliseconds(500)
    /// How often saving a reply is tried again while it fails (a full disk, a locked database).
    public static let saveRetryInterval: Duration = .seconds(2)
    /// The most a reply holds, in UTF-8 bytes; the rest of the stream is not asked for.
    public static let maxReplyBytes = 1_000_000
    /// Why a reply cut at `maxReplyBytes` stopped: kept as its failure reason, beside its text
    /// (the chat shows "[reply stopped: …]" under it), so that it is never sent to the model.
    public static let replyCutReason = "it reached 1 MB, the most aichats keeps of a reply"

    /// Empties a partial or failed reply so that it can be written again (regenerate). A save of
    /// the old reply still under way (or still retrying) stops first; when the reply cannot be
    /// emptied, its old text (still on screen) is saved again until it is stored.
    public func resetReply(_ reply: ChatMessage) async throws -> ChatMessage {
        await savers.stop(reply.id)
        do {
            try await Task { [store] in try await store.updateReply(Self.emptied(reply)) }.value
        } catch {
            let saver = ReplySaver(store: store, reply: reply, sleeper: sleeper, interval: Self.saveInterval,
                                   retryInterval: Self.saveRetryInterval) { _ in }
            await savers.register(saver, for: reply.id)
            await saver.finish(reply.state)
            throw error
        }
        return Self.emptied(reply)
    }

    /// The reply without its text, reasoning, model and failure, to be written again.
    static func emptied(_ reply: ChatMessage) -> ChatMessage {
        ChatMessage(id: reply.id, role: reply.role, text: "", sentAt: reply.sentAt, state: .partial,
                    versionNumber: reply.versionNumber, versionCount: reply.versionCount)
    }

    /// Streams the avatar's reply to the conversation, without saving it.
    public func reply(as avatar: Avatar, to history: [ChatMessage]) -> AsyncThrowingStream<String, Error> {
        responder.reply(as: avatar, to: history)
    }

    /// `streamReply(_:request:onText:onEvent:onSaveProblem:)` with the avatar's own system
    /// prompt and the default backend.
    public func streamReply(
        _ reply: ChatMessage, as avatar: Avatar, to history: [ChatMessage],
        onText: @escaping @Sendable (String) -> Void = { _ in },
        onSaveProblem: @escaping @Sendable ((any Error)?) async -> Void = { _ in }
    ) async -> ReplyOutcome {
        await streamReply(reply, request: ReplyRequest(avatar: avatar, history: history), onText: onText,
                          onSaveProblem: onSaveProblem)
    }

    /// Asks for the reply and writes it into the stored message `reply` as it grows.
    ///
    /// `onText` gets each piece as it arrives (together they are the reply); `onEvent` gets every
    /// other event (reasoning, the model, usage, a wait before a retry, the request sent and
    /// answered). The text is saved `saveInterval` after a piece arrives, also when the stream
    /// pauses, and at the end:
    /// `.complete` when the stream finishes, `.partial` when the task is cancelled, `.failed`
    /// (text kept) when the stream throws; `.partial` with the reason as its failure reason when
    /// the server cut it (`ReplyEvent.cut`). A reply longer than `maxReplyBytes` is cut there, on a
    /// character boundary, and the stream is stopped: `.partial`, with `replyCutReason`. Text
    /// that turns out to be reasoning (`ReplyEvent.textWasReasoning`) moves to the reasoning. A failed save is
    /// passed to `onSaveProblem` and tried again every `saveRetryInterval`, after the reply
    /// ended too, until it succeeds; then `onSaveProblem` gets nil.
    public func streamReply(
        _ reply: ChatMessage, request: ReplyRequest,
        onText: @escaping @Sendable (String) -> Void = { _ in },
        onEvent: @escaping @Sendable (ReplyEvent) -> Void = { _ in },
        onSaveProblem: @escaping @Sendable ((any Error)?) async -> Void = { _ in }
    ) async -> ReplyOutcome {
        let saver = ReplySaver(store: store, reply: reply, avatarName: request.avatar.name, sleeper: sleeper,
                               interval: Self.saveInterval, retryInterval: Self.saveRetryInterval, report: onSaveProblem)
        await savers.register(saver, for: reply.id)
        var size = reply.text.utf8.count
        var failure: (any Error)?
        var reasoning = reply.reasoning
        var model = request.answeringModel ?? request.model
        // The server asked to wait (429) and nothing came since: a stop now keeps that reason.
        var waitingOnServer = false
        // Why the reply ended before its end without failing (a server's token limit, 1 MB).
        var cutReason: String?
        do {
            // A reply stopped before it started asks the responder for nothing.
            let events = Task.isCancelled ? AsyncThrowingStream { $0.finish() } : responder.reply(to: request)
            for try await event in events {
                if Task.isCancelled { break }
                switch event {
                case .waitingToRetry: waitingOnServer = true
                // The request sent again after the wait: the server has still said nothing else.
                case .requestSent: break
                default: waitingOnServer = false
                }
                if case .textWasReasoning = event {
                    reasoning = ReasoningText.joined(reasoning, await saver.takeText())
                    size = 0
                }
                if case .cut(let reason) = event { cutReason = reason }
                guard case .text(let piece) = event else {
                    if case .reasoning(let more) = event { reasoning += more }
                    if case .model(let name) = event { model = name }
                    onEvent(event)
                    continue
                }
                let kept = Self.prefix(of: piece, fittingBytes: Self.maxReplyBytes - size)
                size += kept.utf8.count
                let isCut = kept.utf8.count < piece.utf8.count
                await saver.append(kept)
                onText(kept)
                if isCut {
                    cutReason = Self.replyCutReason
                    break
                }
            }
        } catch is CancellationError {
        } catch {
            // A stop (Esc, quitting) wins over an error that the stream, torn down by it, ended with.
            failure = Task.isCancelled ? nil : error
        }
        let state: MessageState = failure != nil ? .failed : (Task.isCancelled || cutReason != nil ? .partial : .complete)
        var final = reply
        final.state = state
        final.reasoning = reasoning
        final.model = model
        final.failureReason = failure.map(DomainError.describe)
            ?? (state == .partial ? (waitingOnServer ? Self.stoppedWaitingReason : cutReason) : nil)
        final.text = await saver.finish(state, details: final)
        try? await Task { [store, clock] in try await store.replyEnded(reply.id, at: clock.now()) }.value
        return ReplyOutcome(message: final, failure: failure)
    }

    /// Why a reply stopped while the server had asked to wait (429 and `Retry-After`): without
    /// it, the chat, the export and Chats could not tell why the reply holds nothing.
    public static let stoppedWaitingReason = "while the server asked to wait (429 rate limit)"

    /// The longest start of `piece`, in whole characters, of at most `limit` UTF-8 bytes.
    static func prefix(of piece: String, fittingBytes limit: Int) -> String {
        if piece.utf8.count <= limit { return piece }
        var end = piece.startIndex, size = 0
        for index in piece.indices {
            let next = piece.index(after: index)
            size += piece.utf8.distance(from: index, to: next)
            if size > limit { break }
            end = next
        }
        return String(piece[..<end])
    }
}
