import Domain
import Presentation

extension CreateAvatarView {
    /// Draws the form in a modal box (70×21 at most): the one-line fields, the prompt's area,
    /// which takes the rows the screen leaves (4 at 80×24), the description, the error, the buttons.
    /// On a short screen (60×16) the fields have no blank rows between them, and an error stands
    /// in the description's place, which matters less than why the avatar was not made.
    public func render(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        let inner = Modal(title: "New avatar", theme: theme)
            .render(in: area, width: min(70, area.width - 2), height: min(21, area.height - 2), buffer: &buffer)
        let form = inner.inset(left: 1, right: 1)
        let compact = form.height < 19
        let step = compact ? 1 : 2
        let fieldX = form.x + 12
        let fieldWidth = max(1, form.maxX - fieldX)
        let fields: [(CreateAvatarPresenter.Field, String, TextInput?, String)] = [
            (.name, "Name", presenter.name, "what is it called?"),
            (.character, "Character", nil, ""),
            (.action, "Doing", presenter.action, "optional: reviewing Rust code, sleeping…"),
            (.location, "Where", presenter.location, "optional: at a desk, in the park…"),
        ]
        fieldPlaces.removeAll()
        for (row, (field, label, input, placeholder)) in fields.enumerated() {
            let y = form.y + row * step
            fieldPlaces.add(field, at: Rect(x: form.x, y: y, width: form.width, height: 1))
            let focused = presenter.focus == field
            buffer.write(label, x: form.x, y: y, style: theme.style(focused ? .accent : .muted), clip: form)
            let slot = Rect(x: fieldX, y: y, width: fieldWidth, height: 1)
            if let input {
                TextField(input: input, placeholder: placeholder, isFocused: focused,
                          limit: presenter.limit(of: field), theme: theme)
                    .render(in: slot, buffer: &buffer)
            } else {
                renderOptions(in: slot, focused: focused, buffer: &buffer, theme: theme)
            }
        }
        // Over the prompt its label, after a blank row; under it a blank row, the description's two
        // rows, the error's two (unless compact), the buttons.
        let top = 4 * step + (compact ? 2 : 1)
        let promptArea = Rect(x: form.x, y: form.y + top, width: form.width,
                              height: max(1, form.height - top - (compact ? 4 : 6)))
        renderPrompt(in: promptArea, buffer: &buffer, theme: theme)
        let below = Rect(x: form.x, y: promptArea.maxY + 1, width: form.width, height: 2)
        if !compact || presenter.error == nil {
            // The description as it will read, in two rows; "…" says when it goes on.
            let preview = Paragraph.wrap(TextSanitizer.clean(presenter.preview), width: form.width, style: theme.style(.text), maxLines: 2)
            Paragraph(lines: preview).render(in: below, buffer: &buffer, scroll: 0)
        }
        if let error = presenter.error {
            Paragraph(lines: Paragraph.wrap(error, width: form.width, style: theme.style(.error), maxLines: 2))
                .render(in: compact ? below : Rect(x: below.x, y: below.y + 2, width: below.width, height: 2), buffer: &buffer)
        }
        let buttons = ButtonRow(buttons: [("Enter", "Create"), ("Tab", "Next field"), ("Esc", "Cancel")], theme: theme)
        drawButtons(buttons, in: Rect(x: form.x, y: inner.maxY - 1, width: form.width, height: 1), buffer: &buffer)
    }

    /// The prompt's label, saying what an empty one means, over its area, with ↑ and ↓ in the
    /// right column when rows are hidden above or below.
    private func renderPrompt(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        let focused = presenter.focus == .prompt
        let note = presenter.hasOwnPrompt ? "its own: the description follows its first line"
            : "optional: empty builds one from the fields above"
        buffer.write([Span("System prompt", theme.style(focused ? .accent : .muted)), Span(" · " + note, theme.style(.muted))]
            .truncated(to: area.width), x: area.x, y: area.y - 1, clip: Rect(x: area.x, y: area.y - 1, width: area.width, height: 1))
        fieldPlaces.add(.prompt, at: Rect(x: area.x, y: area.y - 1, width: area.width, height: area.height + 1))
        let field = area.inset(left: 0, right: 1)
        let layout = promptScroll.fit(presenter.prompt, in: field)
        TextArea(input: presenter.prompt, placeholder: "You review Rust code for safety and style. (Alt-Enter: new line)",
                 isFocused: focused, theme: theme)
            .render(in: field, buffer: &buffer, firstRow: promptScroll.firstRow, layout: layout)
        promptScroll.renderMarks(layout, beside: field, buffer: &buffer, style: theme.style(.muted))
    }

    /// Each option in a cell of its own, " cat " or "[cat]"; where the seven do not fit so (60
    /// columns), one space between them, the chosen one in brackets.
    private func renderOptions(in slot: Rect, focused: Bool, buffer: inout ScreenBuffer, theme: Theme) {
        let roomy = presenter.options.reduce(0) { $0 + $1.noun.count + 2 } <= slot.width
        var x = slot.x
        for option in presenter.options {
            let chosen = option == presenter.character
            if chosen, focused { buffer.focus = (x, slot.y) }
            let style = chosen ? theme.style(focused ? .selection : .accent) : theme.style(.muted)
            let cell = chosen ? "[\(option.noun)]" : roomy ? " \(option.noun) " : option.noun
            x += buffer.write(cell, x: x, y: slot.y, style: style, clip: slot) + (roomy ? 0 : 1)
        }
    }
}
