import Testing
@testable import TerminalUI

/// The readers' footer: the link keeps its room; the place in the list gives way first, its
/// list's name cut, then "12 of 345" alone, then nothing; the feed item list's header keeps its
/// counts beside a long feed title.
@Suite("Reader footer and item list header on a short line")
struct ReaderFooterTests {
    /// The footer of a 40-cell reader whose link is `linkWidth` cells long.
    private func footer(linkWidth: Int, place: String = "12 of 345 in Example Tech Daily") -> String {
        let link = "https://" + String(repeating: "x", count: linkWidth - 8)
        var buffer = ScreenBuffer(size: Size(width: 40, height: 2))
        _ = ReaderBody(lines: [], link: link, place: place).render(
            in: Rect(x: 0, y: 0, width: 40, height: 1), footer: Rect(x: 0, y: 1, width: 40, height: 1), width: 40,
            scrollOffset: 0, buffer: &buffer, theme: .monochrome)
        return buffer.textLines()[1]
    }

    @Test func thePlaceIsCutInItsListsNameThenDownToItsNumbersBeforeTheLinkIsCut() {
        #expect(footer(linkWidth: 10) == "https://xx 12 of 345 in Example Te… 100%")
        #expect(footer(linkWidth: 17) == "https://xxxxxxxxx 12 of 345 in Exa… 100%", "three letters of the name")
        #expect(footer(linkWidth: 18) == "https://xxxxxxxxxx      12 of 345 · 100%", "fewer: the numbers alone")
        #expect(footer(linkWidth: 22) == "https://xxxxxxxxxxxxxx  12 of 345 · 100%")
        #expect(footer(linkWidth: 24) == "https://xxxxxxxxxxxxxxxx            100%", "no room for the numbers")
        #expect(footer(linkWidth: 50) == "https://xxxxxxxxxxxxxxxxxxxxxxxxxx… 100%", "the link is cut last")
        #expect(footer(linkWidth: 10, place: "3 of 4 in News") == "https://xx         3 of 4 in News · 100%")
        #expect(footer(linkWidth: 10, place: "") == "https://xx                          100%")
        // Room for the whole name but not the " ·": the name is not shown as cut.
        #expect(footer(linkWidth: 12, place: "3 of 4 in Technology") == "https://xxxx 3 of 4 in Technology · 100%")
        #expect(footer(linkWidth: 13, place: "3 of 4 in Technology") == "https://xxxxx  3 of 4 in Technology 100%")
    }

    @Test func theItemListHeaderCutsALongTitleBeforeItsCounts() {
        func header(_ title: String, counts: String = " · 3 unread of 3", width: Int = 40) -> String {
            FeedItemsView.header(title: title, counts: counts, width: width, theme: .monochrome).map(\.text).joined()
        }
        #expect(header("Short") == " Short · 3 unread of 3")
        #expect(header(String(repeating: "W", count: 300)) == " " + String(repeating: "W", count: 22) + "… · 3 unread of 3")
        // Counts longer than the line: the title keeps a few letters, the counts are cut at the end.
        let long = " · 3 holding “" + String(repeating: "q", count: 60) + "” · 1 unread"
        #expect(header(String(repeating: "W", count: 300), counts: long)
            == " " + String(repeating: "W", count: 14) + "…" + " · 3 holding “" + String(repeating: "q", count: 9) + "…")
    }
}
