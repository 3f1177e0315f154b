import Presentation

/// The first-run screen: the app's name, a one-line intro, and the two ways in.
@MainActor
public final class WelcomeView: PresentedView<WelcomePresenter>, ScreenView {
    public var title: String { "Welcome" }

    /// Get started or continue as a guest.
    public var keymap: [KeyBinding] {
        let presenter = self.presenter
        return [
            KeyBinding([.enter], "Get started: create an account", hint: "get started") { presenter.getStarted() },
            KeyBinding([.char("g")], "Continue as guest", hint: "guest") { await presenter.continueAsGuest() },
        ]
    }

    static let logo = [
        "▄▀█ █ █▀▀ █ █ ▄▀█ ▀█▀ █▀",
        "█▀█ █ █▄▄ █▀█ █▀█  █  ▄█",
    ]

    /// Draws the logo, intro and buttons in the middle of the screen.
    public func render(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        let intro = TextLayout.wrap("Chat with AI personas and read the latest news, right in your terminal.",
                                    width: max(1, area.width - 4))
        let lines = Self.logo.count + 1 + intro.count + 2
        var y = area.y + max(0, (area.height - lines) / 2)
        for line in Self.logo {
            write(line, y: &y, in: area, style: theme.style(.title), buffer: &buffer)
        }
        y += 1
        for line in intro { write(line, y: &y, in: area, style: theme.style(.text), buffer: &buffer) }
        y += 1
        let buttons = ButtonRow(buttons: [("Enter", "Get started"), ("g", "Continue as guest"), ("q", "Quit")], theme: theme, alignment: .center)
        drawButtons(buttons, in: Rect(x: area.x, y: y, width: area.width, height: 1), buffer: &buffer)
    }

    private func write(_ line: String, y: inout Int, in area: Rect, style: Style, buffer: inout ScreenBuffer) {
        let x = HorizontalAlignment.center.startColumn(width: TextWidth.of(line), in: area)
        buffer.write(line, x: x, y: y, style: style, clip: area)
        y += 1
    }
}
