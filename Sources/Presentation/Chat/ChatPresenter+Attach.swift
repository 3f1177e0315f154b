import Domain
import Foundation

/// The chat screen shows a reply that the app's `ReplyRuns` owns: it attaches to the reply it
/// starts, leaves it writing when the user leaves with Alt-l, and attaches again when the chat
/// opens while the reply is still being written.
extension ChatPresenter {
    /// Shows `run` here from now on: each piece, a wait the server asked for, whether its server
    /// has answered, save problems and its end. A reply attached before stays with its listener
    /// until it ends (a stopped one winding down), and its end is shown only as far as `finish`
    /// allows.
    func attach(to run: ReplyRun) {
        let token = UUID(), id = run.message.id
        replyToken = token
        replyingID = id
        replyStatus = nil
        replyRun = run
        awaitsServer = run.awaitsServer
        watchSilence(of: token, heardAt: run.lastHeardAt)
        run.listener = ReplyListener(
            owner: ObjectIdentifier(self),
            text: { [weak self] piece in self?.show(piece, of: id, token: token) },
            reasoning: { [weak self] piece in self?.showReasoning(piece, of: id, token: token) },
            textWasReasoning: { [weak self] in self?.showTextAsReasoning(of: id, token: token) },
            waiting: { [weak self] wait, reason in
                if token == self?.replyToken { self?.startCountdown(wait, reason: reason) }
            },
            awaitingServer: { [weak self] awaits in
                if token == self?.replyToken { self?.awaitServer(awaits) }
            },
            saveProblem: { [weak self] error in self?.showSaveProblem(error, of: id) },
            finished: { [weak self] outcome, status in self?.finish(outcome, of: id, token: token, status: status) })
    }

    /// As the chat opens: a reply still being written in it (the chat was left with Alt-l) shows
    /// as far as it has come, in place of what the store had saved of it, and goes on growing;
    /// during a wait the server asked for (429), the countdown shows the time left.
    func reattachToRunningReply() {
        guard let chat, let run = replies.writing(in: chat.id) else { return }
        if let index = messages.lastIndex(where: { $0.id == run.message.id }) {
            messages[index] = run.message
        } else {
            messages.append(run.message)
        }
        follow()
        attach(to: run)
        if let retryingAt = run.retryingAt {
            let left = retryingAt.timeIntervalSince(statusClock.now())
            if left > 0 {
                startCountdown(.milliseconds(Int((left * 1000).rounded())), reason: run.waitReason ?? ServerWaitReason())
            }
        }
    }

    /// Alt-l: leaves the chat; a reply being written goes on, saved as it grows, and the chat
    /// opened again shows it. An edit under way ends first, as Esc ends it.
    public func leaveWhileWriting() {
        if editingMessageID != nil { stopEditing() }
        if isReplying, let name = avatar?.name {
            router.show(Notice("\(name) goes on writing: Chats shows the chat as writing until the reply is done"))
        }
        router.pop()
    }

    /// The chat goes (left, or the app quits): its replies go on without it, and one that ends
    /// then is new in Chats until the chat opens. Quitting stops them afterwards
    /// (`ReplyRuns.stopAll()`), each stored as far as it came: this chat stays the listener of
    /// its own, which the user saw to its end (read).
    func detachFromReplies() {
        let owner = ObjectIdentifier(self)
        if !router.quitRequested {
            for run in replies.runs where run.listener?.owner == owner { run.listener = nil }
        }
        stopCountdown()
        stopWatchingSilence()
        awaitsServer = false
        replyToken = nil
    }
}
