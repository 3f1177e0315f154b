import Domain
import Presentation

/// The Add feed sheet over Feeds: the feed's URL, an optional title, and why the feed list
/// refused the feed, under them.
@MainActor
public final class AddFeedView: FocusedTextFormView<AddFeedPresenter>, ScreenView {
    private var fieldPlaces = FormFieldPlaces<AddFeedPresenter.Field>()

    public var title: String { "Add feed" }

    public func focusesField(atColumn column: Int, row: Int) -> Bool {
        fieldPlaces.focus(atColumn: column, row: row, presenter.focus(on:))
    }

    /// Add, cancel, move between the fields, and the focused field's keys.
    public var keymap: [KeyBinding] {
        let presenter = self.presenter
        return [
            KeyBinding([.enter], "Add the feed at the end of the list, and fetch it", hint: "add") { await presenter.submit() },
            KeyBinding([.escape], "Cancel", hint: "cancel") { presenter.cancel() },
            KeyBinding([.tab, .down], "Next field", hint: "next field") { presenter.moveFocus(by: 1) },
            KeyBinding([.backTab, .up], "Previous field") { presenter.moveFocus(by: -1) },
        ] + TextEditKeys.bindings(presenter.editFocused)
    }

    /// Draws the form in a modal box.
    public func render(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        let inner = Modal(title: "Add feed", theme: theme).render(in: area, width: 66, height: 13, buffer: &buffer)
        let form = inner.inset(left: 1, right: 1)
        let fieldX = form.x + 7
        let fieldWidth = max(1, form.maxX - fieldX)
        let fields: [(AddFeedPresenter.Field, String, TextInput, String, String)] = [
            (.url, "URL", presenter.url, "https://example.com/feed.xml", "an RSS, Atom or JSON feed: http, https or file://"),
            (.title, "Title", presenter.title, "optional", "shown instead of the feed's own title"),
        ]
        fieldPlaces.removeAll()
        for (row, (field, label, input, placeholder, note)) in fields.enumerated() {
            let y = form.y + row * 3
            fieldPlaces.add(field, at: Rect(x: form.x, y: y, width: form.width, height: 2))
            let focused = presenter.focus == field
            buffer.write(label, x: form.x, y: y, style: theme.style(focused ? .accent : .muted), clip: form)
            TextField(input: input, placeholder: placeholder, isFocused: focused, theme: theme)
                .render(in: Rect(x: fieldX, y: y, width: fieldWidth, height: 1), buffer: &buffer)
            buffer.write(note, x: fieldX, y: y + 1, style: theme.style(.muted), clip: form)
        }
        if let error = presenter.error {
            Paragraph(lines: Paragraph.wrap(TextSanitizer.clean(error), width: form.width, style: theme.style(.error), maxLines: 3))
                .render(in: Rect(x: form.x, y: form.y + 6, width: form.width, height: 3), buffer: &buffer)
        }
        let buttons = ButtonRow(buttons: [("Enter", "Add"), ("Tab", "Next field"), ("Esc", "Cancel")], theme: theme)
        drawButtons(buttons, in: Rect(x: form.x, y: inner.maxY - 1, width: form.width, height: 1), buffer: &buffer)
    }
}
