import Presentation

extension ChatView {
    /// Scrolling the conversation: a line, a page, or to either end. In a chat with no message
    /// there is nothing to scroll: help and the status bar leave the keys out, and pressed they
    /// say so, as Ctrl-F and Alt-↑ do there.
    var scrollBindings: [KeyBinding] {
        let presenter = self.presenter, maxOffset = self.maxOffset, page = self.pageSize
        guard presenter.hasMessagesToSearch else {
            return [
                KeyBinding([.pageUp, .pageDown, .ctrlUp, .ctrlDown, .ctrlHome, .ctrlEnd], "Nothing to scroll yet",
                           isListed: false) { presenter.sayNothingToScroll() },
                // The wheel never recalls a sent message into the input, as ↑ does there.
                KeyBinding([.wheelUp, .wheelDown], "Nothing to scroll yet", isListed: false) {},
            ]
        }
        // On an empty input Home and End have nothing to move: they go to either end, as in a list.
        let empty = presenter.input.isEmpty
        return [
            KeyBinding([.pageUp], "Scroll up a page") { Self.scrollUp(presenter, by: page, maxOffset: maxOffset) },
            KeyBinding([.pageDown], "Scroll down a page; newer ones load") {
                await Self.scrollDown(presenter, by: page, maxOffset: maxOffset)
            },
            KeyBinding([.ctrlUp], "Scroll up a line") { Self.scrollUp(presenter, by: 1, maxOffset: maxOffset) },
            KeyBinding([.ctrlDown], "Scroll down a line") { await Self.scrollDown(presenter, by: 1, maxOffset: maxOffset) },
            KeyBinding([.ctrlHome], "Go to the chat's first message (Home too, on an empty input)") { await presenter.showOldest() },
            KeyBinding([.ctrlEnd], "Go to the newest message (End too, on an empty input)") {
                await Self.toNewest(presenter, maxOffset: maxOffset)
            },
        ] + (empty ? emptyInputEnds : []) + [
            KeyBinding([.wheelUp], "Scroll up", isListed: false) {
                Self.scrollUp(presenter, by: ScrollKeys.wheelLines, maxOffset: maxOffset)
            },
            KeyBinding([.wheelDown], "Scroll down", isListed: false) {
                await Self.scrollDown(presenter, by: ScrollKeys.wheelLines, maxOffset: maxOffset)
            },
        ]
    }

    /// Home and End on an empty input, which they would not move: the chat's ends. Help lists
    /// them on Ctrl-Home's and Ctrl-End's lines, and Home/End stay the input's there.
    private var emptyInputEnds: [KeyBinding] {
        let presenter = self.presenter, maxOffset = self.maxOffset
        return [
            KeyBinding([.home], "Go to the chat's first message", isListed: false) { await presenter.showOldest() },
            KeyBinding([.end], "Go to the newest message", isListed: false) { await Self.toNewest(presenter, maxOffset: maxOffset) },
        ]
    }

    /// The newest messages loaded (after an older stretch) and shown.
    private static func toNewest(_ presenter: ChatPresenter, maxOffset: Int) async {
        await presenter.showNewest()
        presenter.scroll(toOldest: false, maxOffset: maxOffset)
    }

    /// Scrolls down; at the bottom of an older stretch (a search match's, Ctrl-Home's), newer
    /// messages load below, and the view stays where it is (`ChatPresenter.keepPlace`).
    private static func scrollDown(_ presenter: ChatPresenter, by lines: Int, maxOffset: Int) async {
        presenter.scroll(by: -lines, maxOffset: maxOffset)
        if presenter.scrollFromBottom == 0 { await presenter.loadNewerIfNeeded() }
    }

    /// Scrolls up; at the top, older messages load.
    private static func scrollUp(_ presenter: ChatPresenter, by lines: Int, maxOffset: Int) {
        presenter.scroll(by: lines, maxOffset: maxOffset)
        if presenter.scrollFromBottom >= maxOffset {
            Task { await presenter.loadOlderIfNeeded() }
        }
    }
}
