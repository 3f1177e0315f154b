import Domain
import TerminalUI

/// The ages on screen ("5 min ago") and HOT marks move on while the app sits idle: a minute
/// after the frame drawn, the screen takes the clock's time, and is drawn again only when one of
/// its ages reads otherwise then (`ScreenView.catchUpWithClock`). Nothing wakes the app while
/// the screen drawn shows no age (a chat, a form), and the timer goes when it quits.
extension Application {
    /// At most this long between the clock and the ages on screen.
    static let agesInterval = Duration.seconds(60)

    /// After each frame: the timer runs while the screen drawn shows ages, and only then.
    func keepAgesMoving() {
        guard stack.last?.view.showsAges == true, !router.quitRequested else {
            agesTimer?.cancel()
            agesTimer = nil
            return
        }
        guard agesTimer == nil else { return }
        let sleeper = deps.sleeper
        agesTimer = Task { [weak self] in
            do { try await sleeper.sleep(Self.agesInterval) } catch { return }
            guard let self, !Task.isCancelled else { return }
            agesTimer = nil
            stack.last?.view.catchUpWithClock()
            keepAgesMoving()
        }
    }
}
