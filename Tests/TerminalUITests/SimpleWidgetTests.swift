import Testing
@testable import TerminalUI

@Suite("SectionHeader, TabStrip, Paragraph")
struct SimpleWidgetTests {
    @Test func sectionHeaderShowsTitleAndCount() {
        let header = SectionHeader(title: "Popular", count: 12, isFocused: true, theme: .monochrome)
        let buffer = rendered(header, width: 14)
        #expect(buffer.textLines() == ["Popular  12   "])
        #expect(buffer[0, 0].style.bold)
        #expect(buffer[9, 0].style.dim)
    }

    @Test func sectionHeaderFocusChangesTheTitleStyle() {
        let theme = Theme.standard
        let focused = rendered(SectionHeader(title: "News", count: nil, isFocused: true, theme: theme), width: 6)
        let unfocused = rendered(SectionHeader(title: "News", count: nil, isFocused: false, theme: theme), width: 6)
        #expect(focused.textLines() == ["News  "])
        #expect(focused[0, 0].style == theme.style(.sectionHeaderFocused))
        #expect(unfocused[0, 0].style == theme.style(.sectionHeader))
    }

    @Test func sectionHeaderTruncates() {
        let header = SectionHeader(title: "Popular", count: 12, isFocused: false, theme: .monochrome)
        #expect(rendered(header, width: 6).textLines() == ["Popul…"])
    }

    @Test func tabStripHighlightsTheSelectedTab() {
        let tabs = TabStrip(titles: ["Chats", "Explore", "Me"], selected: 1, theme: .monochrome)
        let buffer = rendered(tabs, width: 24)
        #expect(buffer.textLines() == [" Chats  Explore  Me     "])
        let selected = Theme.monochrome.style(.tabSelected)
        #expect((7..<16).allSatisfy { buffer[$0, 0].style == selected })
        #expect(buffer[6, 0].style != selected)
        #expect(buffer[16, 0].style != selected)
    }

    @Test func tabStripShrinksEveryTitleToKeepAllTabs() {
        let tabs = TabStrip(titles: ["Chats", "Explore", "Me"], selected: 2, theme: .monochrome)
        #expect(rendered(tabs, width: 12).textLines() == [" C…  E…  Me "])
        #expect(rendered(tabs, width: 4).textLines() == [" Me "])
        #expect(rendered(tabs, width: 1).textLines() == ["…"])
    }

    @Test func paragraphWrapsAndScrolls() {
        let lines = Paragraph.wrap("the quick brown fox jumps", width: 9, style: Style(bold: true))
        #expect(lines.count == 3)
        let paragraph = Paragraph(lines: lines)
        var buffer = ScreenBuffer(size: Size(width: 9, height: 2))
        paragraph.render(in: buffer.area, buffer: &buffer, scroll: 1)
        #expect(buffer.textLines() == ["brown fox", "jumps    "])
        #expect(buffer[0, 0].style.bold)
        #expect(paragraph.maxScroll(height: 2) == 1)
        #expect(rendered(paragraph, width: 9, height: 2).textLines() == ["the quick", "brown fox"])
    }

    @Test func paragraphClipsWideLinesAndPastTheEnd() {
        let paragraph = Paragraph(lines: [[Span("日本語"), Span("!")], [Span("x")]])
        var buffer = ScreenBuffer(size: Size(width: 5, height: 3))
        paragraph.render(in: buffer.area, buffer: &buffer, scroll: 0)
        #expect(buffer.textLines() == ["日本 ", "x    ", "     "])
        var scrolled = ScreenBuffer(size: Size(width: 5, height: 1))
        paragraph.render(in: scrolled.area, buffer: &scrolled, scroll: 9)
        #expect(scrolled.textLines() == ["     "])
    }
}
