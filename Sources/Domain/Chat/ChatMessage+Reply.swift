import Foundation

extension ChatMessage {
    /// Takes what a reply's save stores (`ChatStore.updateReply`): its text, state, model,
    /// reasoning and failure reason; the id, role and time stay.
    public mutating func takeReply(from saved: ChatMessage) {
        text = saved.text
        state = saved.state
        model = saved.model
        reasoning = saved.reasoning
        failureReason = saved.failureReason
    }
}
