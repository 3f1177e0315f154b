import Domain

extension ChatPresenter {
    /// Edits the message being typed.
    public func editInput(_ edit: (inout TextInput) -> Void) { edit(&input) }

    /// The text of the last message the user sent in this chat, among the loaded messages; nil
    /// while an older stretch is shown (its last one is not the last sent).
    public var lastSentText: String? {
        hasNewerMessages ? nil : messages.last { $0.role == .user }?.text
    }

    /// Puts the last message the user sent back into the input, cursor at the end, so that it can
    /// be edited and sent again (↑ on an empty input). Does nothing, and returns false, when the
    /// input is not empty or nothing was sent. Until it is edited, it is not kept as the draft.
    @discardableResult
    public func recallLastSent() -> Bool {
        guard input.isEmpty, let text = lastSentText else { return false }
        let recalled = TextInput(text, allowsLineBreaks: true)
        recalledInput = (recalled.origin, recalled.revision)
        input = recalled
        return true
    }

    /// True while the input holds the recalled message as ↑ put it there.
    var inputIsUneditedRecall: Bool {
        guard let recalledInput else { return false }
        return recalledInput == (input.origin, input.revision)
    }
}
