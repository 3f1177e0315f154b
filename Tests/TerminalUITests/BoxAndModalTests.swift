import Testing
@testable import TerminalUI

@Suite("Box and Modal")
struct BoxAndModalTests {
    @Test func boxDrawsARoundedBorderWithTheTitle() {
        let box = Box(title: "Chats", isFocused: true, theme: .monochrome)
        let buffer = rendered(box, width: 12, height: 4)
        #expect(buffer.textLines() == [
            "╭─ Chats ──╮",
            "│          │",
            "│          │",
            "╰──────────╯",
        ])
        #expect(box.inner(buffer.area) == Rect(x: 1, y: 1, width: 10, height: 2))
    }

    @Test func focusMakesTheBorderStandOut() {
        let focused = rendered(Box(title: "A", isFocused: true, theme: .monochrome), width: 8, height: 3)
        let unfocused = rendered(Box(title: "A", isFocused: false, theme: .monochrome), width: 8, height: 3)
        #expect(focused[0, 0].style.bold)
        #expect(focused[3, 0].style.bold)
        #expect(unfocused[0, 0].style == .plain)
        let colour = rendered(Box(title: "A", isFocused: true, theme: .standard), width: 8, height: 3)
        #expect(colour[0, 1].style == Theme.standard.style(.borderFocused))
    }

    @Test func longTitlesAreCutAndTinyBoxesSkipped() {
        let box = Box(title: "Conversations", isFocused: false, theme: .monochrome)
        #expect(rendered(box, width: 10, height: 2).textLines() == ["╭─ Conv… ╮", "╰────────╯"])
        #expect(rendered(box, width: 5, height: 2).textLines() == ["╭───╮", "╰───╯"])
        #expect(rendered(box, width: 1, height: 5).textLines() == [" ", " ", " ", " ", " "])
        #expect(rendered(Box(title: "日本語", isFocused: false, theme: .monochrome), width: 9, height: 2)
            .textLines() == ["╭─ 日… ─╮", "╰───────╯"])
    }

    @Test func boxWithoutTitle() {
        let buffer = rendered(Box(isFocused: false, theme: .monochrome), width: 4, height: 2)
        #expect(buffer.textLines() == ["╭──╮", "╰──╯"])
    }

    @Test func modalClearsACentredBoxAndReturnsItsInside() {
        var buffer = ScreenBuffer(size: Size(width: 20, height: 7))
        for y in 0..<7 { buffer.write(String(repeating: "x", count: 20), x: 0, y: y) }
        let inner = Modal(title: "Help", theme: .monochrome).render(in: buffer.area, width: 12, height: 5, buffer: &buffer)
        #expect(inner == Rect(x: 5, y: 2, width: 10, height: 3))
        #expect(buffer.textLines() == [
            "xxxxxxxxxxxxxxxxxxxx",
            "xxxx╭─ Help ───╮xxxx",
            "xxxx│          │xxxx",
            "xxxx│          │xxxx",
            "xxxx│          │xxxx",
            "xxxx╰──────────╯xxxx",
            "xxxxxxxxxxxxxxxxxxxx",
        ])
    }

    @Test func modalIsClippedToItsArea() {
        var buffer = ScreenBuffer(size: Size(width: 8, height: 4))
        let inner = Modal(title: "Big", theme: .monochrome).render(in: buffer.area, width: 100, height: 50, buffer: &buffer)
        #expect(inner == Rect(x: 1, y: 1, width: 6, height: 2))
        #expect(buffer.textLines().first == "╭─ Big ╮")
        var tiny = ScreenBuffer(size: Size(width: 1, height: 1))
        _ = Modal(title: "T", theme: .monochrome).render(in: tiny.area, width: 5, height: 5, buffer: &tiny)
    }

    @Test func modalRepairsWideCharactersCutByItsEdge() {
        var buffer = ScreenBuffer(size: Size(width: 10, height: 3))
        for y in 0..<3 { buffer.write("日本語テキ", x: 0, y: y) }
        Modal(title: "", theme: .monochrome).render(in: buffer.area, width: 5, height: 3, buffer: &buffer)
        #expect(buffer.textLines() == ["日╭───╮ キ", "日│   │ キ", "日╰───╯ キ"])
    }
}
