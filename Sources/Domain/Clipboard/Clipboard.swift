/// The user's clipboard, written on the user's own key only (copy a message, copy a code block),
/// never because of text a server sent.
public protocol Clipboard: Sendable {
    /// Puts `text` on the clipboard byte for byte: nothing wrapped, padded or trimmed. Returns a
    /// sentence for the user to read with this copy when there is one (the first copy inside
    /// tmux says that tmux passes it on only with `set -g set-clipboard on`), else nil.
    @MainActor func copy(_ text: String) -> String?
}
