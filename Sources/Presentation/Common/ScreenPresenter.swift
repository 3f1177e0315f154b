/// A presenter's part in its screen's life. The screen's view calls these as `Application` shows
/// the screen, shows it again and closes it; a presenter implements only what it needs.
@MainActor
public protocol ScreenPresenter: AnyObject {
    /// Loads what the screen shows; called once, when the screen is first shown.
    func onAppear() async
    /// Loads again what may have changed while another screen or a sheet was over this one;
    /// called when the screen is on top again.
    func onReappear() async
    /// Keeps what must not be lost; called once when the screen goes: it is closed, or the app quits.
    func onDisappear() async
    /// True while the screen shows ages ("5 min ago"): only then does the app look at the clock
    /// for it, once a minute (`catchUpWithClock`).
    var showsAges: Bool { get }
    /// Moves the ages and HOT marks on to the clock's time when one the screen holds would then
    /// read otherwise (`LoadTime.isBehindClock`); changes nothing, so nothing is drawn, when none would.
    func catchUpWithClock()
}

extension ScreenPresenter {
    public func onAppear() async {}
    public func onReappear() async {}
    public func onDisappear() async {}
    public var showsAges: Bool { false }
    public func catchUpWithClock() {}
}
