import SnapshotTesting
import Presentation
import TerminalSnapshotting
import Testing
@testable import TerminalUI

@Suite("Snapshot strategy")
struct SnapshotStrategyTests {
    @Test func textLayerStyleLayerLegendAndCursor() {
        var buffer = ScreenBuffer(size: Size(width: 6, height: 2))
        buffer.write("ab", x: 0, y: 0, style: Style(fg: .indexed(81), bold: true))
        buffer.write("日", x: 3, y: 0, style: Style(reverse: true))
        buffer.write("x ", x: 0, y: 1)
        buffer.cursor = (2, 1)
        #expect(ScreenSnapshot.render(buffer) == """
            screen 6×2
            ┌──────┐
            │ab 日 │
            │x     │
            └──────┘
            styles
            ┌──────┐
            │aa bb │
            │      │
            └──────┘
            a: fg=indexed(81) bold
            b: reverse
            cursor: x=2 y=1

            """)
    }

    @Test func legendDescribesEveryAttribute() {
        var buffer = ScreenBuffer(size: Size(width: 2, height: 1))
        buffer.write("x", x: 0, y: 0, style: Style(fg: .basic(3), bg: .indexed(236), dim: true, underline: true))
        buffer.write("y", x: 1, y: 0, style: Style(bg: .basic(4)))
        let text = ScreenSnapshot.render(buffer)
        #expect(text.contains("a: fg=basic(3) bg=indexed(236) dim underline\n"))
        #expect(text.contains("b: bg=basic(4)\n"))
        #expect(!text.contains("cursor"))
    }

    @Test func exploreLikeScreen() {
        let theme = Theme.standard
        var buffer = ScreenBuffer(size: Size(width: 40, height: 12))
        let (tabsRow, rest) = buffer.area.splitTop(1)
        let (body, statusRow) = rest.splitBottom(1)
        TabStrip(titles: ["Chats", "Explore", "Profile"], selected: 1, theme: theme).render(in: tabsRow, buffer: &buffer)
        let box = Box(title: "Popular (12)", isFocused: true, theme: theme)
        box.render(in: body, buffer: &buffer)
        let rows = (1...12).map { index in
            ListRow([Span("HOT ", theme.style(.badgeHot)), Span("Avatar \(index) 日本語 😀", theme.style(.text))],
                    trailing: [Span("\(index)h", theme.style(.muted))])
        }
        var state = ListState(selected: 9)
        ListWidget(rows: rows, isFocused: true, theme: theme).render(in: box.inner(body), buffer: &buffer, state: &state)
        StatusBar(breadcrumb: ["Explore"], hints: [.init("↑↓", "move"), .init("⏎", "open"), .init("q", "quit")],
                  theme: theme).render(in: statusRow, buffer: &buffer)
        assertSnapshot(of: buffer, as: .screen)
    }

    @Test func monochromeModalWithFieldAndButtons() {
        let theme = Theme.monochrome
        var buffer = ScreenBuffer(size: Size(width: 36, height: 9))
        let lines = Paragraph.wrap("Behind the modal: some text that wraps across lines", width: 36, style: theme.style(.muted))
        Paragraph(lines: lines + lines + lines).render(in: buffer.area, buffer: &buffer)
        let inner = Modal(title: "New chat", theme: theme).render(in: buffer.area, width: 30, height: 6, buffer: &buffer)
        SectionHeader(title: "Name", count: nil, isFocused: true, theme: theme)
            .render(in: inner, buffer: &buffer)
        var input = TextInput("Ünïcödé 名前 👋")
        input.moveLeft()
        TextField(input: input, placeholder: "Your name", isFocused: true, theme: theme)
            .render(in: inner.inset(top: 1), buffer: &buffer)
        ButtonRow(buttons: [("Enter", "Save"), ("Esc", "Cancel")], theme: theme, alignment: .center)
            .render(in: inner.inset(top: 3), buffer: &buffer)
        assertSnapshot(of: buffer, as: .screen)
    }
}
