import Presentation

extension Application {
    /// Input that came while a screen opened (a long chat read from the database, say) was aimed
    /// at the screen still shown: the new one would take it as its own, a `j` meant for Chats
    /// typed into the chat's input as a draft. It is dropped, and the status bar says so, unless
    /// the new screen has something to say there already. What was typed before the key that
    /// opened the screen was handled stays: typing ahead to a screen one knows is on its way works.
    ///
    /// The rest of that burst, typed on without a pause once the screen is drawn, is dropped too
    /// (`TerminalEvents.dropInput(after:thenUntilQuiet:)`), and the notice counts it: a sequence
    /// typed ahead never half applies.
    func ignoreInput(queuedAfter count: Int) {
        let dropped = terminal.events.dropInput(after: count, thenUntilQuiet: deps.clock) { [weak self] in
            self?.noteIgnored(oneMore: true)
        }
        guard dropped > 0 else { return }
        keysIgnoredWhileOpening = dropped
        noteIgnored(oneMore: false)
    }

    /// Says how many keys were ignored, unless the new screen has something else to say there.
    private func noteIgnored(oneMore: Bool) {
        let shown = Self.ignoredNotice(keysIgnoredWhileOpening)
        if oneMore { keysIgnoredWhileOpening += 1 }
        guard router.notice == nil || router.notice == shown else { return }
        router.show(Self.ignoredNotice(keysIgnoredWhileOpening))
    }

    static func ignoredNotice(_ count: Int) -> Notice {
        Notice(count == 1 ? "A key typed while the screen opened was ignored"
                          : "\(count) keys typed while the screen opened were ignored")
    }
}
