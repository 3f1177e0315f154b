import Domain

extension ChatPresenter {
    /// Edits the message being typed.
    public func editInput(_ edit: (inout TextInput) -> Void) { edit(&input) }

    /// The text of the last message the user sent in this chat, among the loaded messages.
    public var lastSentText: String? {
        messages.last { $0.role == .user }?.text
    }

    /// Puts the last message the user sent back into the input, cursor at the end, so that it can
    /// be edited and sent again (↑ on an empty input). Does nothing, and returns false, when the
    /// input is not empty or nothing was sent.
    @discardableResult
    public func recallLastSent() -> Bool {
        guard input.isEmpty, let text = lastSentText else { return false }
        input = TextInput(text, allowsLineBreaks: true)
        return true
    }
}
