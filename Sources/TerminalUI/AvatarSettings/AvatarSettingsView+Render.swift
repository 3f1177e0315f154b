import Domain
import Presentation

extension AvatarSettingsView {
    /// Draws the form in a modal box as large as the screen allows (76×22 at most).
    public func render(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        let width = min(76, area.width - 2), height = min(22, area.height - 2)
        let name = presenter.avatar.map { TextSanitizer.clean($0.name) } ?? "Avatar"
        let inner = Modal(title: name, theme: theme).render(in: area, width: width, height: height, buffer: &buffer)
        let form = inner.inset(left: 1, right: 1)
        fieldPlaces.removeAll()
        guard let avatar = presenter.avatar else {
            let text = presenter.loadError.map { "Could not load the avatar: \($0)" } ?? "Loading…"
            buffer.writeCentered(text, in: form, style: theme.style(presenter.loadError == nil ? .muted : .error))
            return
        }
        let focus = presenter.focus
        // Under the prompt: a blank row, two number rows, a blank row and the error's two rows, and
        // the buttons. An avatar the user made has its name, doing and where above the prompt, then
        // a blank row; where all that leaves the prompt no row (60x16), the blank row goes and the
        // error stands over the description and the blank row under it, which matter less than why
        // a save failed. Without an error, the prompt takes the error's rows.
        let errorFitsBelow = form.height - 11 - (presenter.editsTraits ? 4 : 0) >= 1
        let traitRows = presenter.editsTraits ? (errorFitsBelow ? 4 : 3) : 0
        let errorRows = errorFitsBelow && presenter.error != nil ? 2 : 0
        let promptArea = Rect(x: form.x, y: form.y + 3 + traitRows, width: form.width,
                              height: max(1, form.height - (errorFitsBelow ? 9 : 8) - errorRows - traitRows))
        let errorTop = errorFitsBelow ? promptArea.maxY + 5 : form.y
        if presenter.error == nil || errorFitsBelow {
            buffer.write([Span(TextSanitizer.clean(avatar.description), theme.style(.muted))].truncated(to: form.width),
                         x: form.x, y: form.y, clip: form)
        }
        if presenter.editsTraits { renderTraits(at: form.y + 2, in: form, buffer: &buffer, theme: theme) }
        let source = presenter.isBuiltPrompt ? "built from its character, activity and place" : "its own"
        buffer.write([Span("System prompt", theme.style(focus == .prompt ? .accent : .text)),
                      Span(" · " + source, theme.style(.muted))], x: form.x, y: form.y + 2 + traitRows, clip: form)
        renderPrompt(in: promptArea, buffer: &buffer, theme: theme)
        // The prompt's label row with its area.
        fieldPlaces.add(.prompt, at: Rect(x: form.x, y: promptArea.y - 1, width: form.width, height: promptArea.height + 1))
        var y = promptArea.maxY + 1
        for (field, label, input, hint) in [
            (AvatarSettingsPresenter.Field.temperature, "Temperature", presenter.temperature, "0 to 2"),
            (.maxTokens, "Max tokens", presenter.maxTokens, "a whole number"),
        ] {
            buffer.write(label, x: form.x, y: y, style: theme.style(focus == field ? .accent : .muted), clip: form)
            fieldPlaces.add(field, at: Rect(x: form.x, y: y, width: form.width, height: 1))
            TextField(input: input, placeholder: "backend's own", isFocused: focus == field, theme: theme)
                .render(in: Rect(x: form.x + 13, y: y, width: 16, height: 1), buffer: &buffer)
            buffer.write(hint + ", empty for the backend's", x: form.x + 31, y: y, style: theme.style(.muted), clip: form)
            y += 1
        }
        buffer.write("Model", x: form.x, y: y, style: theme.style(focus == .model ? .accent : .muted), clip: form)
        fieldPlaces.add(.model, at: Rect(x: form.x, y: y, width: form.width, height: 1))
        let hint = focus == .model ? "  Enter picks, Backspace: default" : "  for its chats that pick none"
        buffer.write([Span(TextSanitizer.clean(presenter.modelLabel), theme.style(focus == .model ? .accent : .text)),
                      Span(hint, theme.style(.muted))].truncated(to: max(1, form.width - 13)),
                     x: form.x + 13, y: y, clip: form)
        if let error = presenter.error {
            Paragraph(lines: Paragraph.wrap(error, width: form.width, style: theme.style(.error), maxLines: 2))
                .render(in: Rect(x: form.x, y: errorTop, width: form.width, height: 2), buffer: &buffer)
        }
        let buttons = ButtonRow(buttons: [("Ctrl-S", "Save"), ("Tab", "Next field"), ("Esc", "Cancel")], theme: theme)
        drawButtons(buttons, in: Rect(x: form.x, y: inner.maxY - 1, width: form.width, height: 1), buffer: &buffer)
    }

    private func renderTraits(at top: Int, in form: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        for (offset, (field, label, input)) in [
            (AvatarSettingsPresenter.Field.name, "Name", presenter.name),
            (.action, "Doing", presenter.action), (.location, "Where", presenter.location),
        ].enumerated() {
            let y = top + offset
            buffer.write(label, x: form.x, y: y, style: theme.style(presenter.focus == field ? .accent : .muted), clip: form)
            fieldPlaces.add(field, at: Rect(x: form.x, y: y, width: form.width, height: 1))
            TextField(input: input, placeholder: "", isFocused: presenter.focus == field, theme: theme)
                .render(in: Rect(x: form.x + 13, y: y, width: max(1, form.width - 13), height: 1), buffer: &buffer)
        }
    }

    /// The prompt, with ↑ and ↓ in the right column when rows are hidden above or below.
    private func renderPrompt(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        let field = area.inset(left: 0, right: 1)
        let layout = promptScroll.fit(presenter.prompt, in: field)
        TextArea(input: presenter.prompt, placeholder: "empty: the prompt built from its traits",
                 isFocused: presenter.focus == .prompt, theme: theme)
            .render(in: field, buffer: &buffer, firstRow: promptScroll.firstRow, layout: layout)
        promptScroll.renderMarks(layout, beside: field, buffer: &buffer, style: theme.style(.muted))
    }
}
