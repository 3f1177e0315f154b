import Testing
@testable import TerminalUI

/// What gives way in a row or a meta line too narrow for all of it: the part a reader needs
/// (an item's age, a feed's name beside a title) keeps its room.
@Suite("Narrow rows and meta lines")
struct NarrowRowTests {
    @Test("the byline cuts the feed, then the author, keeping the age", arguments: [
        (40, "A very long feed… · Author · 33 min ago"),
        (30, "A very… · Author · 33 min ago"),
        (25, "Author · 33 min ago"),
        (10, "33 min ago"),
    ])
    func bylineCuts(room: Int, shown: String) {
        let parts = ["A very long feed name indeed", "Author", "33 min ago"]
        #expect(FeedArticleView.bylineText(parts, room: room) == shown)
    }

    @Test func aRowKeepsRoomForItsAsideOrDropsIt() {
        let row = ListRow([Span(String(repeating: "t", count: 60))], aside: [Span("  Feed name that is long")])
        let fitted = row.fitted(to: 40).map(\.text).joined()
        #expect(fitted == String(repeating: "t", count: 25) + "…" + "  Feed name t…")
        #expect(row.fitted(to: 20).map(\.text).joined() == String(repeating: "t", count: 19) + "…", "too narrow: the aside goes")
        let short = ListRow([Span("Title")], aside: [Span("  Feed")])
        #expect(short.fitted(to: 40).map(\.text).joined() == "Title  Feed")
    }

    @Test func aCutAsideHasNoSpaceBeforeItsEllipsis() {
        let row = ListRow([Span(String(repeating: "t", count: 60))], aside: [Span("  Feed named it at length")])
        #expect(row.fitted(to: 40).map(\.text).joined() == String(repeating: "t", count: 25) + "…" + "  Feed named…")
        #expect([Span("ab "), Span("cd")].truncated(to: 4, trimmingSpaces: true).map(\.text) == ["ab ", "…"],
                "only the span that was cut loses its spaces")
    }
}
