import Presentation

/// An alert over everything: a title, a message, and its actions.
@MainActor
public final class AlertView: ScreenView {
    private let alert: AppAlert
    private let choose: @MainActor @Sendable (AlertAction) async -> Void

    /// Creates the view; `choose` carries out the chosen action.
    public init(alert: AppAlert, choose: @escaping @MainActor @Sendable (AlertAction) async -> Void) {
        self.alert = alert
        self.choose = choose
    }

    public var title: String { alert.title }

    /// Enter chooses the first action, Esc the last; where there are two or more, `y` and `n`
    /// choose them too, as in newsboat and mutt. A lone "OK" takes neither, so a letter typed as
    /// an error appears does not close it unread. A confirmation ("Delete the chat?") takes only
    /// `y` as yes, and every other key, Enter too, as no: a word typed for another screen cancels
    /// it at its first letter that is not `y`, and that letter does nothing else.
    public var keymap: [KeyBinding] {
        guard let first = alert.actions.first, let last = alert.actions.last else { return [] }
        let choose = self.choose
        if alert.isConfirmation {
            // A second way to do it has a letter of its own (`AppAlert.confirmation(…or:…)`).
            let others = alert.actions.dropFirst().dropLast().compactMap { action -> KeyBinding? in
                guard action.keyLabel.count == 1, let letter = action.keyLabel.first else { return nil }
                return KeyBinding([.char(letter)], action.title, hint: action.title.lowercased()) { await choose(action) }
            }
            return [KeyBinding([.char("y")], first.title, hint: first.title.lowercased()) { await choose(first) }] + others + [
                KeyBinding(everyOtherKey: last.title, label: last.keyLabel, hint: last.title.lowercased()) { _ in
                    await choose(last)
                },
            ]
        }
        if alert.actions.count == 1 {
            return [KeyBinding([.enter, .escape], first.title, hint: first.title.lowercased()) { await choose(first) }]
        }
        return [
            KeyBinding([.enter, .char("y"), .char("Y")], first.title, hint: first.title.lowercased()) { await choose(first) },
            KeyBinding([.escape, .char("n"), .char("N")], last.title, hint: last.title.lowercased()) { await choose(last) },
        ]
    }

    /// Draws the alert in a modal box sized to its message.
    public func render(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        let labels = alert.actions.count == 1 ? ["Enter"] : alert.actions.map(\.keyLabel)
        let row = ButtonRow(buttons: zip(labels, alert.actions.map(\.title)).map { ($0, $1) }, theme: theme, alignment: .center)
        // Wide enough for every button on one line (a question with a second choice has three).
        let buttons = row.oneLineWidth + 4
        let width = min(max(40, area.width * 3 / 5, buttons), area.width - 2, max(72, buttons))
        let lines = alert.message.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { TextLayout.wrap(TextSanitizer.clean(String($0)), width: max(1, width - 4)) }
        let inner = Modal(title: alert.title, theme: theme)
            .render(in: area, width: width, height: lines.count + 5, buffer: &buffer)
        let text = inner.inset(top: 1, left: 1, right: 1)
        for (i, line) in lines.enumerated() where i < text.height - 2 {
            buffer.write(line, x: text.x, y: text.y + i, style: theme.style(.text), clip: text)
        }
        row.render(in: Rect(x: inner.x, y: inner.maxY - 1, width: inner.width, height: 1), buffer: &buffer)
    }
}
