import Domain
import Foundation

extension ChatPresenter {
    /// What the status bar says when Enter is pressed while a reply streams.
    static let busyNotice = Notice("Wait for the reply to finish, Esc to stop it, or Alt-l to leave it writing")

    /// Says why a key that changes the conversation does nothing while a reply streams.
    public func refuseWhileReplying() { router.show(Self.busyNotice) }

    /// True once the chat is open: a chat that could not open (its avatar is gone) sends nothing.
    public var canSend: Bool { avatar != nil && chat != nil }

    /// Sends the input as a message and starts the avatar's reply (Enter). The message is
    /// stored before the reply is requested; when it cannot be stored, it leaves the conversation,
    /// its text goes back into the input and the status bar says why. While a reply streams,
    /// nothing is sent: the text stays in the input and the status bar says why. A selected
    /// message stops being selected: the keys that act on it (Alt-d, Alt-y) mean the newest one
    /// again.
    public func send() {
        guard let avatar, let chat else { return }
        guard let message = interactor.userMessage(input.text) else {
            // Spaces and blank lines alone are no message: say so, rather than nothing.
            return input.isEmpty ? () : router.show(Notice("Nothing to send: the message is blank"))
        }
        guard !isReplying else { return router.show(Self.busyNotice) }
        let reply = interactor.emptyReply()
        let typed = input.text
        let newest = messages.last?.id
        selectedMessageID = nil
        let replaced = takeEditedMessages()
        messages.append(message)
        let history = messages
        let request = replyRequest(as: avatar, history: history)
        noticeCutOfPreviousReply(in: request)
        messages.append(reply)
        input = TextInput(takeDraftBeforeEdit(), allowsLineBreaks: true)
        follow()
        let previous = replyRun
        start(reply) { [weak self] interactor, onText, onEvent, onSaveProblem in
            await previous?.wait()
            var request = request
            do {
                if replaced.isEmpty {
                    if let stored = await self?.requestOnStoredChat(chat, newest: newest, pending: [message, reply], interactor) {
                        request = stored
                    }
                    try await interactor.send(message, reply: reply, in: chat)
                } else {
                    try await self?.ensureUnchanged(chat, newest: newest, interactor)
                    try await interactor.resend(message, reply: reply, replacing: replaced, in: chat)
                }
            } catch {
                await self?.takeBack(message, reply: reply, typed: typed, because: error)
                return nil
            }
            request = await self?.requestWithStoredAvatar(request, interactor) ?? request
            return await interactor.streamReply(
                reply, request: request, onText: onText, onEvent: onEvent,
                onSaveProblem: onSaveProblem)
        }
    }

    /// Stops a streaming reply and keeps what arrived (stored as partial).
    public func cancelReply() {
        guard let id = replyingID else { return }
        replyRun?.stop()
        stopCountdown()
        stopWatchingSilence()
        awaitsServer = false
        replyToken = nil
        replyingID = nil
        hasNewMessagesBelow = false
        if let index = messages.lastIndex(where: { $0.id == id }) { messages[index].state = .partial }
    }

    func follow() {
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

    /// Shows why the reply could not be saved, or with nil, that it was saved after all. Retries
    /// are promised only where they can succeed: not for a reply whose chat is gone.
    func showSaveProblem(_ error: (any Error)?, of id: UUID) {
        saveProblems[id] = error.map {
            ($0 as? DomainError)?.isGone == true
                ? "Could not save this reply: \($0.userMessage). It stays on screen until you leave the chat."
                : "Could not save this reply: \($0.userMessage). It stays on screen; saving retries every few seconds."
        }
    }

    typealias TextSink = @Sendable (String) -> Void
    typealias EventSink = @Sendable (ReplyEvent) -> Void
    typealias SaveProblemSink = @Sendable ((any Error)?) async -> Void
    /// Asks for a reply, handing its pieces, events and save problems on; nil when there is
    /// nothing to finish.
    typealias ReplyWork = @Sendable (
        ChatInteractor, @escaping TextSink, @escaping EventSink, @escaping SaveProblemSink
    ) async throws -> ReplyOutcome?

    /// Starts the reply in the app's `ReplyRuns`, which owns it from then on, and shows it here.
    func start(_ reply: ChatMessage, _ work: @escaping ReplyWork) {
        guard let chat else { return }
        let run = replies.begin(reply, in: chat, avatarName: avatar?.name ?? avatarID, router: router,
                                interactor: interactor, clock: statusClock, work: work)
        attach(to: run)
    }

    func show(_ piece: String, of id: UUID, token: UUID) {
        guard token == replyToken, let index = messages.lastIndex(where: { $0.id == id }) else { return }
        heardFromServer()
        if countdown != nil { stopCountdown() }
        if awaitsServer { awaitsServer = false }
        messages[index].text += piece
        if scrollFromBottom > 0 { hasNewMessagesBelow = true }
    }

    func showReasoning(_ piece: String, of id: UUID, token: UUID) {
        guard token == replyToken, let index = messages.lastIndex(where: { $0.id == id }) else { return }
        heardFromServer()
        if awaitsServer { awaitsServer = false }
        messages[index].reasoning += piece
    }

    /// The reply's text so far was its reasoning (a lone `</think>`): it folds, and the reply
    /// starts again empty.
    func showTextAsReasoning(of id: UUID, token: UUID) {
        guard token == replyToken, let index = messages.lastIndex(where: { $0.id == id }) else { return }
        messages[index].reasoning = ReasoningText.joined(messages[index].reasoning, messages[index].text)
        setText("", at: index)
    }

    func finish(_ outcome: ReplyOutcome?, of id: UUID, token: UUID, status: ReplyStatus?) {
        let isCurrent = token == replyToken
        defer {
            if isCurrent {
                replyToken = nil
                replyingID = nil
                // Nothing more grows below: the rule says "scrolled up" again.
                hasNewMessagesBelow = false
                stopCountdown()
                stopWatchingSilence()
                awaitsServer = false
                replyStatus = status
                router.withdraw(Self.busyNotice)
            }
        }
        // A stopped reply's last words are shown unless the same message is being written again.
        guard let outcome, isCurrent || replyingID != id else { return }
        if let index = messages.lastIndex(where: { $0.id == id }) {
            setText(outcome.message.text, at: index)
            if outcome.message.reasoning.utf8.count >= messages[index].reasoning.utf8.count {
                messages[index].reasoning = outcome.message.reasoning
            }
            messages[index].state = outcome.message.state
            messages[index].model = outcome.message.model ?? messages[index].model
            messages[index].failureReason = outcome.message.failureReason ?? outcome.failure.map(\.userMessage)
        }
    }

    /// Replaces a message's text; a change other than growth at its end counts in `textEdits`.
    func setText(_ text: String, at index: Int) {
        let old = messages[index].text
        guard text != old else { return }
        if !text.utf8.starts(with: old.utf8) { textEdits += 1 }
        messages[index].text = text
    }
}
