/// The help overlay, generated from the keymaps that dispatch the keys. It scrolls when it is
/// taller than the screen, and wraps descriptions instead of cutting them.
@MainActor
public final class HelpView: ScreenView {
    /// A titled group of bindings ("Explore", "Everywhere"), or of marks ("Marks").
    public struct Section: Sendable {
        public let title: String
        /// Its bindings, in keymap order.
        public let bindings: [KeyBinding]
        public let marks: [Mark]

        public init(title: String, bindings: [KeyBinding] = [], marks: [Mark] = []) {
            self.title = title
            self.bindings = bindings
            self.marks = marks
        }

        /// Each row's left column (the keys, or the mark) and its description.
        var entries: [(label: String, help: String)] {
            bindings.map { ($0.keyLabel, $0.help) } + marks.map { ($0.mark, $0.meaning) }
        }
    }

    /// A mark a screen draws in its rows and what it means.
    public struct Mark: Sendable, Equatable {
        public let mark: String
        public let meaning: String

        public init(_ mark: String, _ meaning: String) {
            self.mark = mark
            self.meaning = meaning
        }
    }

    let sections: [Section]
    private let close: @MainActor @Sendable () -> Void
    /// Set where letters type on the screen below (a chat's input, a filter being typed): Help
    /// then keeps only its keys that type nothing, and a typed character closes it and goes on
    /// into that field, so that nothing typed over Help is lost.
    private let typeBelow: (@MainActor @Sendable (String) -> Void)?
    private var scroll = 0
    private var maxScroll = 0
    private var pageSize = 1

    /// Creates the overlay for the given sections; `close` dismisses it.
    public init(
        sections: [Section], typeBelow: (@MainActor @Sendable (String) -> Void)? = nil,
        close: @escaping @MainActor @Sendable () -> Void
    ) {
        self.sections = sections
        self.typeBelow = typeBelow
        self.close = close
    }

    public var title: String { "Help" }

    /// The keys that close the help, whatever they do on the screen below it.
    public static let closeKeys: [Key] = [.escape, .char("?"), .char("q"), .enter, .function(1), .backspace]

    /// Closing, and scrolling by a line, a page or to either end (hinted when there is more).
    public var keymap: [KeyBinding] {
        let close = self.close, page = max(1, pageSize - 1), typeBelow = self.typeBelow
        let keys: ([Key]) -> [Key] = { keys in
            typeBelow == nil ? keys : keys.filter { if case .char = $0 { false } else { true } }
        }
        let scrolling: [KeyBinding] = [
            KeyBinding(keys([.down, .char("j")]), "Scroll down", hint: maxScroll > 0 ? "scroll" : nil, hintKey: "↑↓") {
                [weak self] in self?.scroll(by: 1)
            },
            KeyBinding(keys([.up, .char("k")]), "Scroll up") { [weak self] in self?.scroll(by: -1) },
            KeyBinding(keys([.pageDown, .char(" "), .ctrl("d")]), "Scroll down a page") { [weak self] in self?.scroll(by: page) },
            KeyBinding([.pageUp, .ctrl("u")], "Scroll up a page") { [weak self] in self?.scroll(by: -page) },
            KeyBinding(keys([.home, .char("g")]), "Scroll to the top") { [weak self] in self?.scroll(by: -Int.max / 2) },
            KeyBinding(keys([.end, .char("G")]), "Scroll to the bottom") { [weak self] in self?.scroll(by: Int.max / 2) },
            KeyBinding([.wheelDown], "Scroll down", isListed: false) { [weak self] in self?.scroll(by: ScrollKeys.wheelLines) },
            KeyBinding([.wheelUp], "Scroll up", isListed: false) { [weak self] in self?.scroll(by: -ScrollKeys.wheelLines) },
        ]
        return [KeyBinding(keys(Self.closeKeys), "Close help", hint: "close", hintPriority: .high) { close() }] + scrolling
    }

    /// True where letters type on the screen below: they close Help and go on there.
    public var acceptsText: Bool { typeBelow != nil }

    public func insertText(_ text: String) {
        guard let typeBelow else { return }
        close()
        typeBelow(text)
    }

    private func scroll(by delta: Int) { scroll = min(max(0, scroll + delta), maxScroll) }

    /// Draws the key list in a modal box, with a scrollbar when it does not fit.
    public func render(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        let layout = HelpLayout(sections: sections, theme: theme)
        let width = min(area.width - 2, max(50, layout.naturalWidth + 5))
        // Inside the border: a margin, the text, a gap, and the scrollbar's column.
        var lines = layout.lines(width: width - 5)
        let height = min(area.height - 1, lines.count + 2)
        let inner = Modal(title: "Keys", theme: theme).render(in: area, width: width, height: height, buffer: &buffer)
        let text = inner.inset(left: 1, right: 2)
        if text.width != width - 5 { lines = layout.lines(width: text.width) }
        pageSize = text.height
        maxScroll = max(0, lines.count - text.height)
        scroll = min(scroll, maxScroll)
        Paragraph(lines: lines).render(in: text, buffer: &buffer, scroll: scroll)
        let track = Rect(x: inner.maxX - 1, y: inner.y, width: 1, height: inner.height)
        Scrollbar(count: lines.count, offset: scroll, theme: theme).render(in: track, buffer: &buffer)
    }
}
