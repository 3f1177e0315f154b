/// Reasoning that arrives two ways in one reply (`reasoning_content`, then text that a lone
/// `</think>` shows to be reasoning): the interactor, which stores it, and the chat, which shows
/// it as it streams, join the two the same way, so the end changes nothing on screen.
public enum ReasoningText {
    /// `earlier` then `more`, on a line of their own when neither ends or starts one.
    public static func joined(_ earlier: String, _ more: String) -> String {
        let runsOn = !earlier.isEmpty && !more.isEmpty && earlier.last != "\n" && more.first != "\n"
        return earlier + (runsOn ? "\n" : "") + more
    }
}
