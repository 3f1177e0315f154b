import Presentation

/// What the picker sheets (the avatar picker, the model picker) share: typing into the filter,
/// the keys, and the frame: a modal box, lines above the filter line, the filter line, then the
/// list, the error and the buttons at the bottom. Each picker says what its sheet shows and
/// says (`PickerSheet`) and draws its own lines and list.
@MainActor
public class PickerSheetView<Picker: ScreenPresenter & FilteredPicker>: PresentedView<Picker> {
    let sheet: PickerSheet
    /// The rows a page key moves, from the last frame.
    var pageSize = 10
    /// The sheet's keys, while `?` shows them.
    private var keysHelp: HelpView?

    init(presenter: Picker, sheet: PickerSheet) {
        self.sheet = sheet
        super.init(presenter: presenter)
    }

    public var title: String { sheet.title }

    /// Filter keys while typing, Enter picking the selected match; otherwise list keys, pick
    /// (Enter), filter and cancel; while the keys are shown, the help's.
    public var keymap: [KeyBinding] {
        if let keysHelp { return keysHelp.keymap }
        let presenter = self.presenter
        if presenter.isEditingFilter {
            let pick = KeyBinding(
                [.enter], "Pick the selected match at once (with no match, keep the filter and go back to the list)",
                hint: sheet.pick.hint
            ) {
                await presenter.pickFromFilter()
            }
            let typing = presenter.filterTypingKeys { presenter.cancel() }.filter { !$0.keys.contains(.enter) }
            return [pick] + typing + [keysBinding([.function(1)])]
        }
        // With nothing matching, Enter is not offered; pressed, it says so.
        let keys = ListKeys.bindings(page: pageSize) { presenter.editSelection($0) } + [
            KeyBinding([.enter], sheet.pick.help, hint: sheet.pick.hint, isListed: presenter.matchCount > 0) {
                await presenter.pickSelected()
            },
            KeyBinding([.char("/")], sheet.filterHelp + " (a letter or digit that is no key here starts it too)",
                       hint: "filter") { presenter.beginFilter() },
        ] + closeBindings + [keysBinding([.char("?"), .function(1)])]
        return keys + [filterStart(besides: keys)]
    }

    /// The letters and digits that are no key of the list (all but j, k, g, G, q) start the
    /// filter with themselves, as typing does in a fuzzy picker: "alpha" typed then filters by it,
    /// rather than vanishing and leaving Enter to pick the model already in use.
    private func filterStart(besides keys: [KeyBinding]) -> KeyBinding {
        let presenter = self.presenter
        let taken = Set(keys.flatMap(\.keys))
        let letters = (Array("abcdefghijklmnopqrstuvwxyz".uppercased() + "abcdefghijklmnopqrstuvwxyz0123456789"))
            .map { Key.char($0) }.filter { !taken.contains($0) }
        return KeyBinding(letters, "Start the filter with the letter typed", isListed: false) { key in
            guard case .char(let letter) = key else { return }
            presenter.beginFilter()
            presenter.editFilter { $0.insert(String(letter)) }
        }
    }

    /// Esc clears a filter, then closes; `q` closes at once, as it closes Help, the other sheet
    /// with a list (over a sheet `q` does not quit).
    private var closeBindings: [KeyBinding] {
        let presenter = self.presenter
        guard !presenter.filter.isEmpty else {
            return [KeyBinding([.escape, .char("q")], sheet.closeHelp, hint: "cancel") { presenter.closePicker() }]
        }
        return [
            KeyBinding([.escape], "Clear the filter", hint: "clear") { presenter.cancel() },
            KeyBinding([.char("q")], sheet.closeHelp) { presenter.closePicker() },
        ]
    }

    /// The filter takes typed text while it is edited, unless the keys are shown over it.
    public var acceptsText: Bool { keysHelp == nil && presenter.isEditingFilter }

    /// ? (F1 while the filter is typed) lists the sheet's keys over it: the app's help is a sheet
    /// too, and would close this one.
    private func keysBinding(_ keys: [Key]) -> KeyBinding {
        KeyBinding(keys, "Show the keys of this list", hint: "help", hintPriority: .high) { [weak self] in self?.showKeys() }
    }

    private func showKeys() {
        // The letters that start the filter are told in `/`'s line, not one by one.
        let section = HelpView.Section(title: sheet.box.title, bindings: keymap.filter(\.isListed))
        keysHelp = HelpView(sections: [section]) { [weak self] in self?.keysHelp = nil }
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
        PickerFilterLine(filter: presenter.filter, isEditing: presenter.isEditingFilter, theme: theme)
            .render(in: filterLines.splitTop(1).0, buffer: &buffer)
        let (list, bottom) = rest.splitBottom(presenter.error == nil ? 1 : 3)
        let buttons = ButtonRow(buttons: [("Enter", sheet.pick.button), ("/", "Filter"), ("Esc", "Cancel")], theme: theme)
        drawButtons(buttons, in: Rect(x: bottom.x, y: bottom.maxY - 1, width: bottom.width, height: 1), buffer: &buffer)
        if let error = presenter.error {
            Paragraph(lines: Paragraph.wrap(error, width: bottom.width, style: theme.style(.error), maxLines: 2))
                .render(in: bottom.splitTop(2).0, buffer: &buffer)
        }
        pageSize = max(1, list.height - 2)
        return (above, list.inset(bottom: 1))
    }
}
