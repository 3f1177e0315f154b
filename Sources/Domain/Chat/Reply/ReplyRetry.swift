/// Whether asking again (Ctrl-R) can help a reply that failed. Not when the failure is the
/// user's message (longer than `context_chars` allows: nothing was sent) or the model's way of
/// answering (a call of a tool aichats does not offer): the chat then offers no retry. It reads
/// the stored failure reason, so a chat opened after a restart offers the same; the responder
/// words those reasons with these phrases.
public enum ReplyRetry {
    /// Ends the reason of a reply that was only a call of a tool.
    public static let toolCallWords = "which aichats does not offer"
    /// In the reason of a message too long for `context_chars`.
    public static let tooLongWords = "nothing was sent"

    /// False when `reason` (a failed reply's, as stored) names a failure that no retry changes.
    public static func helps(afterFailure reason: String?) -> Bool {
        guard let reason else { return true }
        return !reason.contains(toolCallWords) && !reason.contains(tooLongWords)
    }
}
