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
}

extension ScreenPresenter {
    public func onAppear() async {}
    public func onReappear() async {}
    public func onDisappear() async {}
}
