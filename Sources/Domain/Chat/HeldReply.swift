/// A reply that the store refused (a full disk) and that is saved again every few seconds: it
/// exists only in memory until a save succeeds, so a chat opened again shows it instead of the
/// stored fragment, and quitting names it instead of losing it without a word.
public struct HeldReply: Sendable {
    /// The reply as it will be stored: its whole text and its state.
    public let message: ChatMessage
    /// The avatar that wrote it.
    public let avatarName: String
    /// Why the last save failed.
    public let problem: any Error
}
