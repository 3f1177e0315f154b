import Domain
import Foundation

/// A reply's reasoning: shown while the reply streams and has no text yet, then folded into one
/// line that Alt-t opens and folds again; Alt-t while it streams folds (or opens) it at once,
/// and the choice stays when the reply ends.
extension ChatPresenter {
    /// The replies whose reasoning shows in full: those opened with Alt-t, and the reply that is
    /// thinking (streaming, no text yet) unless Alt-t folded it.
    public var shownReasoningIDs: Set<UUID> {
        guard let thinking = thinkingReplyID, !foldedReasoningIDs.contains(thinking) else { return openReasoningIDs }
        return openReasoningIDs.union([thinking])
    }

    /// The reply that streams and has only reasoning so far.
    private var thinkingReplyID: UUID? {
        guard let id = replyingID, let reply = messages.last(where: { $0.id == id }), reply.text.isEmpty else { return nil }
        return id
    }

    /// The reply Alt-t acts on: the selected message when it has reasoning, else the newest
    /// reply that has some.
    public var reasoningTarget: ChatMessage? {
        if let selected = selectedMessage, !selected.reasoning.isEmpty { return selected }
        return messages.last { $0.role == .assistant && !$0.reasoning.isEmpty }
    }

    /// Alt-t: opens or folds the reasoning of `reasoningTarget`.
    public func toggleReasoning() {
        guard let id = reasoningTarget?.id else {
            return router.show(Notice("No reply in this chat shows its reasoning."))
        }
        if shownReasoningIDs.contains(id) {
            openReasoningIDs.remove(id)
            foldedReasoningIDs.insert(id)
        } else {
            foldedReasoningIDs.remove(id)
            openReasoningIDs.insert(id)
        }
    }
}
