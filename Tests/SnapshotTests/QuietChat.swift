import AppComposition
import AppTestSupport
import DomainDoubles
import Foundation
import Presentation
import TerminalUI

/// Mochi's chat built from `deps` with "hello" sent, its clock and its one-second sleeper in the
/// test's hands: the rule above the input counts the server's silence by them.
@MainActor
struct QuietChat {
    let view: ChatView
    let clock = ManualClock(Date(timeIntervalSince1970: 1_000))
    let sleeper = ManualSleeper()

    init(_ deps: AppDependencies) async {
        view = deps.makeChatModule(router: Router(path: [.explore, .chat(avatarID: "fx-cat-mochi")]), avatarID: "fx-cat-mochi")
        view.presenter.statusClock = clock.provider
        view.presenter.silenceSleeper = sleeper.sleeper
        await view.appear()
        view.insertText("hello")
        view.presenter.send()
    }

    /// The screen's lines at `size`.
    func lines(_ size: Size) -> [String] {
        var buffer = ScreenBuffer(size: size)
        view.render(in: Rect(size: size), buffer: &buffer, theme: .standard)
        return buffer.textLines()
    }
}
