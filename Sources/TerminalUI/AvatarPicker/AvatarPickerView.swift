import Domain
import Presentation

/// The avatar picker sheet (`c` on an article): every avatar, with a filter line at the top;
/// Enter starts a new chat with the selected one about the article.
@MainActor
public final class AvatarPickerView: PickerSheetView<AvatarPickerPresenter>, ScreenView {
    private var listState = ListState()

    public var title: String { "Chat about" }

    public var keymap: [KeyBinding] {
        let presenter = self.presenter
        let pick = KeyBinding([.enter], "Start a new chat about the article with the selected avatar", hint: "chat") {
            await presenter.pickSelected()
        }
        return pickerKeys(pick: pick, filterHelp: "Filter the avatars by name or description", closeHelp: "Close")
    }

    /// Draws the sheet in a modal box as large as the screen allows (80×24 at most).
    public func render(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        let (top, list) = renderSheet(("Discuss with…", 80, "Chat"), linesAbove: 1, error: presenter.error, in: area,
                                      buffer: &buffer, theme: theme)
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
