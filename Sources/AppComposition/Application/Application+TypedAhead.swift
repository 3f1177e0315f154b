import Presentation

extension Application {
    /// Input that came while a screen opened (a long chat read from the database, say) was aimed
    /// at the screen still shown: the new one would take it as its own, a `j` meant for Chats
    /// typed into the chat's input as a draft. It is dropped, and the status bar says so, unless
    /// the new screen has something to say there already. What was typed before the key that
    /// opened the screen was handled stays: typing ahead to a screen one knows is on its way works.
    func ignoreInput(queuedAfter count: Int) {
        let dropped = terminal.events.dropInput(after: count)
        guard dropped > 0, router.notice == nil else { return }
        router.show(Notice(dropped == 1 ? "A key typed while the screen opened was ignored"
                                        : "\(dropped) keys typed while the screen opened were ignored"))
    }
}
