import Presentation

/// What the picker sheets (the avatar picker, the model picker) share: typing into the filter
/// (every printable key), the keys, and the frame: a modal box, lines above the filter line,
/// the filter line, then the list, the error and the buttons at the bottom. Each picker says what its sheet shows and
/// says (`PickerSheet`) and draws its own lines and list.
@MainActor
public class PickerSheetView<Picker: ScreenPresenter & FilteredPicker>: PresentedView<Picker> {
    let sheet: PickerSheet
    /// The rows a page key moves, from the last frame.
    var pageSize = 10
    /// The sheet's keys, while F1 shows them.
    private var keysHelp: HelpView?

    init(presenter: Picker, sheet: PickerSheet) {
        self.sheet = sheet
        super.init(presenter: presenter)
    }

    public var title: String { sheet.title }

    /// Every letter typed goes into the filter, as in fzf; Enter picks, Esc clears the filter
    /// then closes, arrows (Ctrl-N, Ctrl-P), PgUp/PgDn and Home/End move, the readline keys edit
    /// the filter, F1 lists the keys; while the keys are shown, the help's.
    public var keymap: [KeyBinding] {
        if let keysHelp { return keysHelp.keymap }
        let presenter = self.presenter
        // With nothing matching, Enter is not offered; pressed, it says so.
        let pick = KeyBinding([.enter], sheet.pick.help, hint: sheet.pick.hint, isListed: presenter.matchCount > 0) {
            await presenter.pickSelected()
        }
        return [pick, escapeBinding] + ListKeys.typingBindings(page: pageSize) { presenter.editSelection($0) }
            + TextEditKeys.bindings { presenter.editFilter($0) } + [keysBinding([.function(1)])]
    }

    /// Esc clears a filter, then closes.
    private var escapeBinding: KeyBinding {
        let presenter = self.presenter
        guard !presenter.filter.isEmpty else {
            return KeyBinding([.escape], sheet.closeHelp, hint: "cancel") { presenter.closePicker() }
        }
        return KeyBinding([.escape], "Clear the filter", hint: "clear") { presenter.cancel() }
    }

    /// The filter takes typed text, unless the keys are shown over it.
    public var acceptsText: Bool { keysHelp == nil }

    /// F1 lists the sheet's keys over it (`?` types): the app's help is a sheet too, and would
    /// close this one.
    private func keysBinding(_ keys: [Key]) -> KeyBinding {
        KeyBinding(keys, "Show the keys of this list", hint: "help", hintPriority: .high) { [weak self] in self?.showKeys() }
    }

    private func showKeys() {
        // What typing does first: it is what sets this sheet apart from a list. Then the keys as
        // they act: Home and End move, not the filter's cursor (Ctrl-A, Ctrl-E do).
        let typing = HelpView.Section(title: sheet.box.title,
                                      marks: [HelpView.Mark("letters", sheet.filterHelp + " (every character typed)")])
        let keys = HelpView.Section(title: "Keys", bindings: keymap.acting { _ in false })
        keysHelp = HelpView(sections: [typing, keys]) { [weak self] in self?.keysHelp = nil }
    }

    /// Draws the keys over the sheet while they are shown; each picker calls it last.
    func renderKeysHelp(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        keysHelp?.render(in: area, buffer: &buffer, theme: theme)
    }

    /// Draws the frame in a modal box as large as the screen allows and returns the rows above
    /// the filter line and the list's area; sets `pageSize`.
    func renderSheet(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) -> (above: Rect, list: Rect) {
        let inner = Modal(title: sheet.box.title, theme: theme)
            .render(in: area, width: min(sheet.box.maxWidth, area.width - 2), height: min(24, area.height - 2), buffer: &buffer)
        let (top, rest) = inner.inset(left: 1, right: 1).splitTop(sheet.linesAbove + 2)
        let (above, filterLines) = top.splitTop(sheet.linesAbove)
        PickerFilterLine(filter: presenter.filter, theme: theme)
            .render(in: filterLines.splitTop(1).0, buffer: &buffer)
        let (list, bottom) = rest.splitBottom(presenter.error == nil ? 1 : 3)
        let buttons = ButtonRow(buttons: [("Enter", sheet.pick.button), ("Esc", "Cancel")], theme: theme)
        drawButtons(buttons, in: Rect(x: bottom.x, y: bottom.maxY - 1, width: bottom.width, height: 1), buffer: &buffer)
        if let error = presenter.error {
            Paragraph(lines: Paragraph.wrap(error, width: bottom.width, style: theme.style(.error), maxLines: 2))
                .render(in: bottom.splitTop(2).0, buffer: &buffer)
        }
        pageSize = max(1, list.height - 2)
        return (above, list.inset(bottom: 1))
    }
}
