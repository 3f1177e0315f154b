import Domain
import Presentation

/// The avatar picker sheet (`c` on an article): every avatar, with a filter line at the top;
/// Enter starts a new chat with the selected one about the article.
@MainActor
public final class AvatarPickerView: PresentedView<AvatarPickerPresenter>, ScreenView {
    private var listState = ListState()
    private var pageSize = 10

    public var title: String { "Chat about" }

    public var acceptsText: Bool { presenter.isEditingFilter }

    public var typingHint: String? { "type to filter" }

    public func insertText(_ text: String) { presenter.editFilter { $0.insert(text) } }

    public var keymap: [KeyBinding] {
        let presenter = self.presenter
        if presenter.isEditingFilter {
            return PickerFilterKeys.bindings(
                done: { presenter.endFilterEditing() }, clear: { presenter.cancel() },
                move: { step in presenter.editSelection { $0.move(by: step) } }, edit: presenter.editFilter)
        }
        return ListKeys.bindings(page: pageSize, presenter.editSelection) + [
            KeyBinding([.enter], "Start a new chat about the article with the selected avatar", hint: "chat") {
                await presenter.pickSelected()
            },
            KeyBinding([.char("/")], "Filter the avatars by name or description", hint: "filter") { presenter.beginFilter() },
            KeyBinding([.escape], presenter.filter.isEmpty ? "Close" : "Clear the filter",
                       hint: presenter.filter.isEmpty ? "cancel" : "clear") { presenter.cancel() },
        ]
    }

    /// Draws the sheet in a modal box as large as the screen allows (80×24 at most).
    public func render(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        let inner = Modal(title: "Discuss with…", theme: theme)
            .render(in: area, width: min(80, area.width - 2), height: min(24, area.height - 2), buffer: &buffer)
        let box = inner.inset(left: 1, right: 1)
        let (top, rest) = box.splitTop(3)
        let about = [Span("About ", theme.style(.muted)), Span(TextSanitizer.clean(presenter.article.title), theme.style(.title))]
        buffer.write(about.truncated(to: top.width), x: top.x, y: top.y, clip: top)
        PickerFilterLine(filter: presenter.filter, isEditing: presenter.isEditingFilter, theme: theme)
            .render(in: Rect(x: top.x, y: top.y + 1, width: top.width, height: 1), buffer: &buffer)
        let (list, bottom) = rest.splitBottom(presenter.error == nil ? 1 : 3)
        ButtonRow(buttons: [("Enter", "Chat"), ("/", "Filter"), ("Esc", "Cancel")], theme: theme)
            .render(in: Rect(x: bottom.x, y: bottom.maxY - 1, width: bottom.width, height: 1), buffer: &buffer)
        if let error = presenter.error {
            Paragraph(lines: Paragraph.wrap(error, width: bottom.width, style: theme.style(.error), maxLines: 2))
                .render(in: bottom.splitTop(2).0, buffer: &buffer)
        }
        let rows = presenter.rows
        pageSize = max(1, list.height - 2)
        guard !rows.isEmpty else {
            let text = !presenter.isLoaded ? "Loading…" : "No avatar matches “\(presenter.filter.text)”"
            buffer.write(text, x: list.x, y: list.y, style: theme.style(.muted), clip: list)
            return
        }
        listState.selected = presenter.selection.selected
        ListWidget(count: rows.count, isFocused: true, theme: theme) { ListRow(rows[$0], theme: theme) }
            .render(in: list.inset(bottom: 1), buffer: &buffer, state: &listState)
    }
}
