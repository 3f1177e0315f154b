/// The help overlay, generated from the keymaps that dispatch the keys.
@MainActor
public final class HelpView: ScreenView {
    /// A titled group of bindings ("Explore", "Everywhere").
    public struct Section: Sendable {
        /// The group's heading.
        public let title: String
        /// Its bindings, in keymap order.
        public let bindings: [KeyBinding]

        /// Creates a section.
        public init(title: String, bindings: [KeyBinding]) {
            self.title = title
            self.bindings = bindings
        }
    }

    private let sections: [Section]
    private let close: @MainActor @Sendable () -> Void
    private var scroll = 0
    private var maxScroll = 0

    /// Creates the overlay for the given sections; `close` dismisses it.
    public init(sections: [Section], close: @escaping @MainActor @Sendable () -> Void) {
        self.sections = sections
        self.close = close
    }

    /// The breadcrumb name.
    public var title: String { "Help" }

    /// Closing and scrolling.
    public var keymap: [KeyBinding] {
        let close = self.close
        return [
            KeyBinding([.escape, .char("?"), .char("q"), .enter, .function(1), .backspace], "Close help", hint: "close") { close() },
            KeyBinding([.down, .char("j"), .pageDown], "Scroll down") { [weak self] in self?.scrollBy(1) },
            KeyBinding([.up, .char("k"), .pageUp], "Scroll up") { [weak self] in self?.scrollBy(-1) },
        ]
    }

    private func scrollBy(_ delta: Int) { scroll = min(max(0, scroll + delta), maxScroll) }

    /// The help text as lines: a heading per section, then "keys  what they do".
    func lines(theme: Theme) -> [[Span]] {
        let keyWidth = min(22, sections.flatMap(\.bindings).map { TextWidth.of($0.keyLabel) }.max() ?? 0)
        var lines: [[Span]] = []
        for section in sections where !section.bindings.isEmpty {
            if !lines.isEmpty { lines.append([]) }
            lines.append([Span(section.title, theme.style(.title))])
            for binding in section.bindings {
                lines.append([Span("  " + TextLayout.pad(binding.keyLabel, to: keyWidth), theme.style(.buttonKey)),
                              Span("  " + binding.help, theme.style(.text))])
            }
        }
        return lines
    }

    /// Draws the key list in a modal box, scrolled when it does not fit.
    public func render(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        let content = lines(theme: theme)
        let width = min(area.width - 2, max(50, (content.map(\.displayWidth).max() ?? 0) + 4))
        let inner = Modal(title: "Keys", theme: theme)
            .render(in: area, width: width, height: min(area.height - 1, content.count + 2), buffer: &buffer)
        let text = inner.inset(left: 1, right: 1)
        maxScroll = max(0, content.count - text.height)
        scroll = min(scroll, maxScroll)
        Paragraph(lines: content.map { $0.truncated(to: text.width) }).render(in: text, buffer: &buffer, scroll: scroll)
    }
}
