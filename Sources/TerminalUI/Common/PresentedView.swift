import Presentation

/// What every screen with a presenter shares: it holds the presenter and hands it the screen's
/// life (`appear`, `reappear`, `disappear` of `ScreenView`) and its ages' minute (`catchUpWithClock`). A screen adds its title, keymap and
/// drawing: `final class XView: PresentedView<XPresenter>, ScreenView`.
@MainActor
public class PresentedView<Presenter: ScreenPresenter> {
    public let presenter: Presenter
    /// The buttons drawn last (`drawButtons`) and where, for a click on one.
    private var drawnButtons: (row: ButtonRow, area: Rect)?

    public init(presenter: Presenter) { self.presenter = presenter }

    /// Draws `buttons` in `area` and keeps where, so that a click on one presses its key.
    func drawButtons(_ buttons: ButtonRow, in area: Rect, buffer: inout ScreenBuffer) {
        buttons.render(in: area, buffer: &buffer)
        drawnButtons = (buttons, area)
    }

    /// The key of the button drawn at the cell, for `ScreenView.clickedKey`.
    public func clickedKey(atColumn column: Int, row: Int) -> Key? {
        drawnButtons.flatMap { $0.row.key(atColumn: column, row: row, in: $0.area) }
    }

    public func appear() async { await presenter.onAppear() }
    public func reappear() async { await presenter.onReappear() }
    public func disappear() async { await presenter.onDisappear() }
    public var showsAges: Bool { presenter.showsAges }
    public func catchUpWithClock() { presenter.catchUpWithClock() }
}

extension PresentedView where Presenter: QuitGuarding {
    /// The form decides: it warns first while it holds unsaved input.
    public func allowsQuitting() -> Bool { presenter.allowsQuitting() }
    public var unsavedInput: UnsavedInput? { presenter.unsavedInput }
}
