import Domain

/// A reply the database refused (a full disk) lives only on screen until a retry saves it:
/// quitting would lose it, so Ctrl-C says so first, and a quit signal, which cannot ask, leaves
/// its text on the terminal (`UnsavedInput`).
extension ChatPresenter: QuitGuarding {
    public func allowsQuitting() -> Bool {
        guard !saveProblems.isEmpty, !warnedOfUnsavedReply else { return true }
        warnedOfUnsavedReply = true
        router.show(Notice("A reply is not saved: Ctrl-C again quits without it", isError: true))
        return false
    }

    public var unsavedInput: UnsavedInput? {
        UnsavedInput(chatWith: avatar?.name ?? avatarID, replies: messages.filter { saveProblems[$0.id] != nil }.map(\.text))
    }
}
