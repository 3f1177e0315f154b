import Presentation

/// What every screen with a presenter shares: it holds the presenter and hands it the screen's
/// life (`appear`, `reappear`, `disappear` of `ScreenView`). A screen adds its title, keymap and
/// drawing: `final class XView: PresentedView<XPresenter>, ScreenView`.
@MainActor
public class PresentedView<Presenter: ScreenPresenter> {
    public let presenter: Presenter

    public init(presenter: Presenter) { self.presenter = presenter }

    public func appear() async { await presenter.onAppear() }
    public func reappear() async { await presenter.onReappear() }
    public func disappear() async { await presenter.onDisappear() }
}

extension PresentedView where Presenter: QuitGuarding {
    /// The form decides: it warns first while it holds unsaved input.
    public func allowsQuitting() -> Bool { presenter.allowsQuitting() }
    public var unsavedInput: UnsavedInput? { presenter.unsavedInput }
}
