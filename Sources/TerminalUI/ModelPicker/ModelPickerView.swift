import Domain
import Presentation

/// The model picker sheet: the backends, then the listed backend's models, with a filter line
/// at the top. Enter on a backend lists its models; Enter on a model keeps it for the chat.
@MainActor
public final class ModelPickerView: PickerSheetView<ModelPickerPresenter>, FilterTypingView {
    private var window = PickerWindow()
    /// The options drawn last, by screen row, and the columns they span, for a click.
    private var optionsByRow: [Int: Int] = [:]
    private var optionColumns = 0..<0

    public init(presenter: ModelPickerPresenter) {
        let chats = presenter.isForAvatar ? "this avatar's chats" : "this chat"
        super.init(presenter: presenter, sheet: PickerSheet(
            title: "Model", box: ("Model for \(chats)", maxWidth: 90),
            pick: ("Pick: a backend lists its models, a model answers in \(chats)", hint: "pick", button: "Pick"),
            filterHelp: "Filter the backends and every backend's models", closeHelp: "Close without changing the model"))
    }

    /// A click selects the backend or model under it.
    public func clicked(atColumn column: Int, row: Int) -> Bool {
        guard optionColumns.contains(column), let index = optionsByRow[row] else { return false }
        presenter.editSelection { $0.select(index) }
        return true
    }

    /// Draws the sheet in a modal box as large as the screen allows (90×24 at most).
    public func render(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        let list = renderSheet(in: area, buffer: &buffer, theme: theme).list
        renderLines(presenter.lines, in: list, buffer: &buffer, theme: theme)
        renderKeysHelp(in: area, buffer: &buffer, theme: theme)
    }

    private func renderLines(_ picked: [PickerLine], in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        let selected = presenter.selection.selected
        // A note (a server's error) wraps, whole, over as many rows as it takes.
        let lines = picked.flatMap { line -> [PickerLine] in
            guard case .note(let text, let isError) = line else { return [line] }
            return Paragraph.wrap(TextSanitizer.clean(text), width: max(1, area.width - 2), style: .plain)
                .map { .note($0.map(\.text).joined(), isError: isError) }
        }
        let selectedLine = lines.firstIndex { if case .option(let index, _, _, _) = $0 { index == selected } else { false } } ?? 0
        let shown = window.shownLines(of: lines, selectedLine: selectedLine, height: area.height)
        // A server may list hundreds of models: the last column shows where the view is, as in lists.
        let hasScrollbar = lines.count > area.height && area.width >= 3
        let rows = area.inset(right: hasScrollbar ? 1 : 0)
        optionsByRow = [:]
        optionColumns = rows.x..<rows.maxX
        for (row, line) in shown.map({ lines[$0] }).enumerated() {
            let slot = Rect(x: rows.x, y: rows.y + row, width: rows.width, height: 1)
            if case .option(let index, _, _, _) = line { optionsByRow[slot.y] = index }
            PickerLineRow(line: line, isSelected: { $0 == selected }, theme: theme, gapAtEnd: hasScrollbar ? 1 : 0)
                .render(in: slot, buffer: &buffer)
        }
        if hasScrollbar {
            Scrollbar(count: lines.count, offset: window.firstLine, theme: theme)
                .render(in: Rect(x: area.maxX - 1, y: area.y, width: 1, height: area.height), buffer: &buffer)
        }
    }
}
