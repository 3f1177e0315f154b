import Domain
import Foundation

extension ChatPresenter {
    /// True when the last message is a reply that stopped or failed, so `r` can write it again.
    public var canRegenerate: Bool {
        guard !isReplying, let last = messages.last else { return false }
        return last.role == .assistant && last.state != .complete
    }

    /// Sends the input as a message and starts the avatar's reply (Enter). The message is
    /// stored before the reply is requested.
    public func send() {
        guard !isReplying, let avatar, let chat, let message = interactor.userMessage(input.text) else { return }
        let reply = interactor.emptyReply()
        messages.append(message)
        let history = messages
        messages.append(reply)
        input.clear()
        follow()
        let previous = replyTask
        start(reply) { interactor, sink in
            _ = await previous?.value
            try await interactor.send(message, reply: reply, in: chat)
            return await interactor.streamReply(reply, as: avatar, to: history, onText: sink)
        }
    }

    /// Writes the last reply again when it stopped or failed (`r`).
    public func regenerate() {
        guard canRegenerate, let avatar, let index = messages.indices.last else { return }
        let reply = messages[index]
        let history = Array(messages[..<index])
        messages[index].text = ""
        messages[index].state = .partial
        failureReasons[reply.id] = nil
        follow()
        let previous = replyTask
        start(reply) { interactor, sink in
            // A stopped reply saves what it had when it winds down; let it finish first.
            _ = await previous?.value
            let reset = try await interactor.resetReply(reply)
            return await interactor.streamReply(reset, as: avatar, to: history, onText: sink)
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

    private typealias TextSink = @MainActor @Sendable (String) -> Void

    private func start(_ reply: ChatMessage, _ work: @escaping @Sendable (ChatInteractor, @escaping TextSink) async throws -> ReplyOutcome) {
        let token = UUID()
        replyToken = token
        replyingID = reply.id
        replyTask = Task { [weak self, interactor] in
            let sink: TextSink = { [weak self] text in self?.show(text, of: reply.id, token: token) }
            do {
                let outcome = try await work(interactor, sink)
                self?.finish(outcome, token: token)
            } catch {
                var stopped = reply
                stopped.state = error is CancellationError ? .partial : .failed
                let failure = error is CancellationError ? nil : error
                self?.finish(ReplyOutcome(message: stopped, failure: failure), token: token)
            }
        }
    }

    private func show(_ text: String, of id: UUID, token: UUID) {
        guard token == replyToken, let index = messages.lastIndex(where: { $0.id == id }) else { return }
        messages[index].text = text
        if scrollFromBottom > 0 { hasNewMessagesBelow = true }
    }

    private func finish(_ outcome: ReplyOutcome, token: UUID) {
        let id = outcome.message.id
        let isCurrent = token == replyToken
        // A stopped reply's last words are shown unless the same message is being written again.
        guard isCurrent || replyingID != id else { return }
        if let index = messages.lastIndex(where: { $0.id == id }) {
            messages[index].text = outcome.message.text
            messages[index].state = outcome.message.state
        }
        failureReasons[id] = outcome.failure.map { "reply failed: \($0.userMessage)" }
        if isCurrent {
            replyToken = nil
            replyingID = nil
        }
    }
}
