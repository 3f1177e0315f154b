import Domain
import Presentation

/// The model picker sheet: the backends, then the listed backend's models, with a filter line
/// at the top. Enter on a backend lists its models; Enter on a model keeps it for the chat.
@MainActor
public final class ModelPickerView: PresentedView<ModelPickerPresenter>, ScreenView {
    private var firstLine = 0
    private var pageSize = 10

    public var title: String { "Model" }

    public var acceptsText: Bool { presenter.isEditingFilter }

    public var typingHint: String? { "type to filter" }

    public func insertText(_ text: String) { presenter.editFilter { $0.insert(text) } }

    /// Filter keys while typing; otherwise list keys, pick, filter and cancel.
    public var keymap: [KeyBinding] {
        let presenter = self.presenter
        if presenter.isEditingFilter {
            return PickerFilterKeys.bindings(
                done: { presenter.endFilterEditing() }, clear: { presenter.cancel() },
                move: { step in presenter.editSelection { $0.move(by: step) } }, edit: presenter.editFilter)
        }
        return ListKeys.bindings(page: pageSize, presenter.editSelection) + [
            KeyBinding([.enter], "Pick: a backend lists its models, a model answers in this chat", hint: "pick") {
                await presenter.pickSelected()
            },
            KeyBinding([.char("/")], "Filter the backends and models", hint: "filter") { presenter.beginFilter() },
            KeyBinding([.escape], presenter.filter.isEmpty ? "Close without changing the model" : "Clear the filter",
                       hint: presenter.filter.isEmpty ? "cancel" : "clear") { presenter.cancel() },
        ]
    }

    /// Draws the sheet in a modal box as large as the screen allows (90×24 at most).
    public func render(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        let inner = Modal(title: "Model for this chat", theme: theme)
            .render(in: area, width: min(90, area.width - 2), height: min(24, area.height - 2), buffer: &buffer)
        let box = inner.inset(left: 1, right: 1)
        let (filterLine, rest) = box.splitTop(2)
        PickerFilterLine(filter: presenter.filter, isEditing: presenter.isEditingFilter, theme: theme)
            .render(in: filterLine.splitTop(1).0, buffer: &buffer)
        var (list, bottom) = rest.splitBottom(presenter.error == nil ? 1 : 3)
        if let error = presenter.error {
            let (errorArea, buttons) = bottom.splitTop(2)
            Paragraph(lines: Paragraph.wrap(error, width: errorArea.width, style: theme.style(.error), maxLines: 2))
                .render(in: errorArea, buffer: &buffer)
            bottom = buttons
        }
        ButtonRow(buttons: [("Enter", "Pick"), ("/", "Filter"), ("Esc", "Cancel")], theme: theme)
            .render(in: bottom, buffer: &buffer)
        list = list.inset(bottom: 1)
        renderLines(presenter.lines, in: list, buffer: &buffer, theme: theme)
    }

    private func renderLines(_ picked: [PickerLine], in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        pageSize = max(1, area.height - 1)
        let selected = presenter.selection.selected
        // A note (a server's error) wraps, whole, over as many rows as it takes.
        let lines = picked.flatMap { line -> [PickerLine] in
            guard case .note(let text, let isError) = line else { return [line] }
            return Paragraph.wrap(TextSanitizer.clean(text), width: max(1, area.width - 2), style: .plain)
                .map { .note($0.map(\.text).joined(), isError: isError) }
        }
        let selectedLine = lines.firstIndex { if case .option(let index, _, _, _) = $0 { index == selected } else { false } } ?? 0
        if selectedLine < firstLine { firstLine = selectedLine }
        if selectedLine >= firstLine + area.height { firstLine = selectedLine - area.height + 1 }
        firstLine = max(0, min(firstLine, lines.count - area.height))
        for (row, line) in lines.dropFirst(firstLine).prefix(area.height).enumerated() {
            let slot = Rect(x: area.x, y: area.y + row, width: area.width, height: 1)
            PickerLineRow(line: line, isSelected: { $0 == selected }, theme: theme).render(in: slot, buffer: &buffer)
        }
    }
}
