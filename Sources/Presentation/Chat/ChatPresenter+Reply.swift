import Domain
import Foundation

extension ChatPresenter {
    /// What the status bar says when Enter is pressed while a reply streams.
    static let busyNotice = Notice("Wait for the reply to finish, or Esc to stop it")

    /// True when the last message is a reply that stopped or failed, so it can be written again.
    public var canRegenerate: Bool {
        guard !isReplying, let last = messages.last else { return false }
        return last.role == .assistant && last.state != .complete
    }

    /// Sends the input as a message and starts the avatar's reply (Enter). The message is
    /// stored before the reply is requested; when it cannot be stored, it leaves the conversation,
    /// its text goes back into the input and the status bar says why. While a reply streams,
    /// nothing is sent: the text stays in the input and the status bar says why.
    public func send() {
        guard avatar != nil, let chat, let message = interactor.userMessage(input.text) else { return }
        guard !isReplying else { return router.show(Self.busyNotice) }
        let reply = interactor.emptyReply()
        let typed = input.text
        messages.append(message)
        guard let request = replyRequest(history: messages) else { return }
        messages.append(reply)
        input.clear()
        follow()
        let previous = replyTask
        start(reply) { [weak self] interactor, onText, onSaveProblem in
            _ = await previous?.value
            do {
                try await interactor.send(message, reply: reply, in: chat)
            } catch {
                await self?.takeBack(message, reply: reply, typed: typed, because: error)
                return nil
            }
            return await interactor.streamReply(reply, request: request, onText: onText, onSaveProblem: onSaveProblem)
        }
    }

    /// Writes the last reply again when it stopped or failed.
    public func regenerate() {
        guard canRegenerate, let index = messages.indices.last,
              let request = replyRequest(history: Array(messages[..<index])) else { return }
        let reply = messages[index]
        setText("", at: index)
        messages[index].state = .partial
        failureReasons[reply.id] = nil
        saveProblems[reply.id] = nil
        follow()
        let previous = replyTask
        start(reply) { interactor, onText, onSaveProblem in
            // A stopped reply saves what it had when it winds down; let it finish first.
            _ = await previous?.value
            let reset = try await interactor.resetReply(reply)
            return await interactor.streamReply(reset, request: request, onText: onText, onSaveProblem: onSaveProblem)
        }
    }

    /// Stops a streaming reply and keeps what arrived (stored as partial).
    public func cancelReply() {
        guard let id = replyingID else { return }
        replyTask?.cancel()
        replyToken = nil
        replyingID = nil
        if let index = messages.lastIndex(where: { $0.id == id }) { messages[index].state = .partial }
    }

    private func follow() {
        scrollFromBottom = 0
        hasNewMessagesBelow = false
    }

    /// Takes a message that could not be stored off the conversation with its reply, and puts its
    /// text back into the input, before anything typed since.
    private func takeBack(_ message: ChatMessage, reply: ChatMessage, typed: String, because error: any Error) {
        messages.removeAll { $0.id == message.id || $0.id == reply.id }
        input = TextInput(input.isEmpty ? typed : typed + "\n" + input.text, allowsLineBreaks: true)
        router.show(Notice("Your message was not sent (\(error.userMessage)) and is back in the input.", isError: true))
    }

    /// Shows why the reply could not be saved, or with nil, that it was saved after all.
    private func showSaveProblem(_ error: (any Error)?, of id: UUID) {
        saveProblems[id] = error.map {
            "Could not save this reply: \($0.userMessage). It stays on screen; saving retries every few seconds."
        }
    }

    private typealias TextSink = @Sendable (String) -> Void
    private typealias SaveProblemSink = @Sendable ((any Error)?) async -> Void
    /// Asks for a reply, handing its pieces and save problems on; nil when there is nothing to finish.
    private typealias ReplyWork = @Sendable (ChatInteractor, @escaping TextSink, @escaping SaveProblemSink)
        async throws -> ReplyOutcome?

    private func start(_ reply: ChatMessage, _ work: @escaping ReplyWork) {
        let token = UUID(), id = reply.id
        replyToken = token
        replyingID = id
        replyTask = Task { [weak self, interactor] in
            let arriving = ArrivingText { [weak self] text in self?.show(text, of: id, token: token) }
            let onSaveProblem: SaveProblemSink = { [weak self] error in await self?.showSaveProblem(error, of: id) }
            let outcome = await Self.run(work, interactor, reply, arriving, onSaveProblem)
            await arriving.drain()
            self?.finish(outcome, of: id, token: token)
        }
    }

    /// Runs the work off the main actor and turns an error into the reply's outcome.
    private nonisolated static func run(
        _ work: ReplyWork, _ interactor: ChatInteractor, _ reply: ChatMessage, _ arriving: ArrivingText,
        _ onSaveProblem: @escaping SaveProblemSink
    ) async -> ReplyOutcome? {
        do {
            return try await work(interactor, { arriving.add($0) }, onSaveProblem)
        } catch {
            var stopped = reply
            stopped.state = error is CancellationError ? .partial : .failed
            return ReplyOutcome(message: stopped, failure: error is CancellationError ? nil : error)
        }
    }

    private func show(_ piece: String, of id: UUID, token: UUID) {
        guard token == replyToken, let index = messages.lastIndex(where: { $0.id == id }) else { return }
        messages[index].text += piece
        if scrollFromBottom > 0 { hasNewMessagesBelow = true }
    }

    private func finish(_ outcome: ReplyOutcome?, of id: UUID, token: UUID) {
        let isCurrent = token == replyToken
        defer {
            if isCurrent {
                replyToken = nil
                replyingID = nil
            }
        }
        // A stopped reply's last words are shown unless the same message is being written again.
        guard let outcome, isCurrent || replyingID != id else { return }
        if let index = messages.lastIndex(where: { $0.id == id }) {
            setText(outcome.message.text, at: index)
            messages[index].state = outcome.message.state
            messages[index].model = outcome.message.model
        }
        failureReasons[id] = outcome.failure.map { "reply failed: \($0.userMessage)" }
    }

    /// Replaces a message's text; a change other than growth at its end counts in `textEdits`.
    private func setText(_ text: String, at index: Int) {
        let old = messages[index].text
        guard text != old else { return }
        if !text.utf8.starts(with: old.utf8) { textEdits += 1 }
        messages[index].text = text
    }
}
