import Domain
import Presentation

/// The avatar picker sheet (`c` on an article): every avatar, with a filter line at the top;
/// Enter starts a new chat with the selected one about the article.
@MainActor
public final class AvatarPickerView: PickerSheetView<AvatarPickerPresenter>, FilterTypingView {
    private var listState = ListState()

    public init(presenter: AvatarPickerPresenter) {
        super.init(presenter: presenter, sheet: PickerSheet(
            title: "Chat about", box: ("Discuss with…", maxWidth: 80), linesAbove: 1,
            pick: ("Start a new chat about the article with the selected avatar", hint: "chat", button: "Chat"),
            filterHelp: "Filter the avatars by name or description", closeHelp: "Close"))
    }

    public func clicked(atColumn column: Int, row: Int) -> Bool {
        ListKeys.click(listState, column: column, row: row) { presenter.editSelection($0) }
    }

    /// Draws the sheet in a modal box as large as the screen allows (80×24 at most).
    public func render(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        defer { renderKeysHelp(in: area, buffer: &buffer, theme: theme) }
        let (top, list) = renderSheet(in: area, buffer: &buffer, theme: theme)
        let about = [Span("About ", theme.style(.muted)), Span(TextSanitizer.clean(presenter.article.title), theme.style(.title))]
        buffer.write(about.truncated(to: top.width), x: top.x, y: top.y, clip: top)
        let rows = presenter.rows
        guard !rows.isEmpty else {
            let text = !presenter.isLoaded ? "Loading…" : "No avatar matches “\(presenter.filter.text)”"
            buffer.write(text, x: list.x, y: list.y, style: theme.style(.muted), clip: list)
            return
        }
        listState.selected = presenter.selection.selected
        ListWidget(count: rows.count, isFocused: true, theme: theme) { ListRow(rows[$0], theme: theme) }
            .render(in: list, buffer: &buffer, state: &listState)
    }
}
