import Domain
import Foundation

/// A reply's reasoning: shown while the reply streams and has no text yet, then folded into one
/// line that Alt-t opens and folds again.
extension ChatPresenter {
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
        if openReasoningIDs.remove(id) == nil { openReasoningIDs.insert(id) }
    }
}
