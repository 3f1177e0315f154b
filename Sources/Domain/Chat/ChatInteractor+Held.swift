import Foundation

/// Replies the store refused (a full disk), held in memory and saved again every few seconds
/// (`HeldReply`), also after their chat was left: the chat opened again shows them as they will
/// be stored, and the app names them before it quits.
extension ChatInteractor {
    /// `page` with each held reply as it will be stored instead of the fragment the store has;
    /// their saves are reported to `onSaveProblem` from now on, which first hears why the last
    /// one failed.
    public func showingHeldReplies(
        in page: [ChatMessage], onSaveProblem: @escaping @Sendable (UUID, (any Error)?) async -> Void
    ) async -> [ChatMessage] {
        let held = await savers.follow(Set(page.map(\.id))) { id in { await onSaveProblem(id, $0) } }
        let replies = Dictionary(held.map { ($0.message.id, $0.message) }) { first, _ in first }
        return page.map { replies[$0.id] ?? $0 }
    }

    /// Every reply held unsaved in the app, oldest first.
    public func heldReplies() async -> [HeldReply] { await savers.held() }
}
