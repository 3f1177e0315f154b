import Domain
import Foundation

extension ChatPresenter {
    /// Why each failed or stopped reply ended, by message id, as stored with it (so also after
    /// a restart): "reply failed: …" when it failed before any text, "reply stopped: …" under the
    /// text that did, or for a reply stopped while the server asked to wait (the text itself is kept as it arrived).
    public var failureReasons: [UUID: String] {
        var reasons: [UUID: String] = [:]
        for message in messages where message.role == .assistant && message.state != .complete && message.id != replyingID {
            guard let reason = message.failureReason else { continue }
            reasons[message.id] = (message.state == .failed && message.text.isEmpty ? "reply failed: " : "reply stopped: ") + reason
        }
        return reasons
    }

    /// True when Ctrl-R has something to do: the conversation ends with a reply (written again
    /// as a new version, also while it streams) or with the user's message (a reply is asked).
    public var canRegenerate: Bool { avatar != nil && chat != nil && messages.last != nil }

    /// True when the last message is a reply that stopped or failed.
    public var lastReplyEnded: Bool {
        guard !isReplying, let last = messages.last else { return false }
        return last.role == .assistant && last.state != .complete
    }

    /// True when the last reply stopped or failed for a reason that asking again may change
    /// (`ReplyRetry`): the status bar offers Ctrl-R's retry.
    public var offersRetry: Bool { lastReplyEnded && ReplyRetry.helps(afterFailure: messages.last?.failureReason) }

    /// Writes the last reply again (Ctrl-R, at any time; a streaming reply stops first). The
    /// reply shown is kept as an earlier version (Alt-[ shows it again), with its text and its
    /// failure, and the new version streams in its place; the history sent is what precedes it.
    /// A reply that holds nothing (no text; while it streams, no reasoning either: the server
    /// has not answered yet) is written again in place: an empty attempt is no version. With an
    /// older reply selected it only says how to ask that one again (`onlyTheLastReplyNotice`).
    public func regenerate() {
        if chat != nil, messages.isEmpty { return router.show(Notice("No reply to write again: send a message first.")) }
        guard canRegenerate, let avatar, let chat, let index = messages.indices.last else { return }
        if let selected = selectedMessage, selected.role == .assistant, selected.id != messages[index].id {
            return router.show(Self.onlyTheLastReplyNotice)
        }
        let wasReplying = isReplying
        if wasReplying { cancelReply() }
        let old = messages[index]
        guard old.role == .assistant else { return replyAgain(as: avatar, in: chat) }
        let inPlace = old.text.isEmpty && (!wasReplying || old.reasoning.isEmpty)
        var fresh = inPlace ? old : interactor.emptyReply()
        fresh.text = ""
        fresh.state = .partial
        fresh.failureReason = nil
        fresh.reasoning = ""
        if !inPlace { (fresh.versionNumber, fresh.versionCount) = (old.versionCount + 1, old.versionCount + 1) }
        let history = Array(messages[..<index])
        let request = replyRequest(as: avatar, history: history)
        noticeCutOfPreviousReply(in: request)
        saveProblems[old.id] = nil
        messages[index] = fresh
        textEdits += 1
        follow()
        let previous = replyRun
        start(fresh) { [weak self, fresh] interactor, onText, onEvent, onSaveProblem in
            // A stopped reply saves what it had when it winds down; let it finish first.
            await previous?.wait()
            var stored: ChatMessage
            do {
                try await self?.ensureUnchanged(chat, newest: old.id, interactor)
                stored = inPlace ? try await interactor.resetReply(old) : try await interactor.newVersion(fresh, of: old, in: chat)
            } catch {
                await self?.putBack(old, instead: fresh.id, in: chat, because: error)
                return nil
            }
            // The new version thinks anew: the old reasoning is not its start.
            stored.reasoning = ""
            let request = await self?.requestWithStoredAvatar(request, interactor) ?? request
            return await interactor.streamReply(
                stored, request: request, onText: onText, onEvent: onEvent,
                onSaveProblem: onSaveProblem)
        }
    }

    /// What Ctrl-R says with an older reply selected, rather than write the last one again: the
    /// selection names the message a key acts on, and a reply in the middle of the conversation
    /// is not asked again (its history would be the older messages, and the later ones would
    /// answer a conversation without it).
    static let onlyTheLastReplyNotice = Notice(
        "Only the last reply can be written again: to ask this again, \(askAgainSteps); Esc clears the selection")

    /// How to ask a message again whose reply is not the last, which Ctrl-R cannot write again:
    /// this notice and the transcript's line under such a reply say it in the same words.
    public nonisolated static let askAgainSteps = "copy your message (Alt-↑ to it, Alt-y) and send it"

    /// Shows the reply again that could not be replaced (the database refused the write), as it
    /// is still stored, and says why. When the chat itself is gone (deleted in another aichats),
    /// it says that instead, as a draft's save does, and the draft goes where that save puts it.
    private func putBack(_ old: ChatMessage, instead id: UUID, in chat: Chat, because error: any Error) async {
        if let index = messages.lastIndex(where: { $0.id == id }) {
            messages[index] = old
            textEdits += 1
        }
        guard (error as? DomainError)?.isGone == true, await interactor.isGone(chat) else {
            return router.show(Notice("Could not write the reply again (\(error.userMessage)); it is kept as it was.", isError: true))
        }
        guard input.isEmpty else {
            // The save finds the chat gone and carries the draft into the avatar's chat, saying so.
            draftIsDirty = true
            await saveDraft()
            return
        }
        router.show(Notice("This chat was deleted (in another aichats, say): there is no reply to write again", isError: true))
    }

    /// Asks for a reply to the conversation as it is (it ends with the user's message).
    private func replyAgain(as avatar: Avatar, in chat: Chat) {
        let reply = interactor.emptyReply()
        let history = messages
        let request = replyRequest(as: avatar, history: history)
        noticeCutOfPreviousReply(in: request)
        messages.append(reply)
        follow()
        let previous = replyRun
        let newest = history.last?.id
        start(reply) { [weak self] interactor, onText, onEvent, onSaveProblem in
            await previous?.wait()
            try await self?.ensureUnchanged(chat, newest: newest, interactor)
            try await interactor.appendReply(reply, in: chat)
            let request = await self?.requestWithStoredAvatar(request, interactor) ?? request
            return await interactor.streamReply(
                reply, request: request, onText: onText, onEvent: onEvent,
                onSaveProblem: onSaveProblem)
        }
    }
}
