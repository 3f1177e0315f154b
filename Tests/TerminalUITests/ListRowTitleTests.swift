@testable import Domain
import Foundation
import Presentation
import Testing
@testable import TerminalUI

/// A feed item's title in a list row: the feed's own in the text style, one made from the item's
/// text dimmed as the reader shows it, a search's match marked in either.
@Suite("List rows of feed items")
struct ListRowTitleTests {
    let theme = Theme.standard
    let time = RelativeTime(now: Date(timeIntervalSince1970: 1_000_000))

    func row(title: String, summary: String = "", isRead: Bool = false, search: String? = nil) -> ListRow {
        let item = FeedItem(id: 1, feed: "https://a.example.org/feed", title: title, firstSeen: time.now,
                            summaryText: summary, isRead: isRead)
        let headline = FeedHeadline(item: item, feedTitle: "Posts", isPremium: false)
        return ListRow(ItemRow.feedHeadline(headline, time: time, search: search.map(TextFolding.folded)), theme: theme)
    }

    func style(of text: String, in row: ListRow) -> Style? { row.leading.first { $0.text == text }?.style }

    @Test func aTitleMadeFromTheTextIsDimmedAsInTheReader() {
        #expect(style(of: "Release notes", in: row(title: "Release notes")) == theme.style(.text))
        #expect(style(of: "Just shipped it", in: row(title: "", summary: "Just shipped it")) == theme.style(.muted))
        #expect(style(of: "Just shipped it", in: row(title: "", summary: "Just shipped it", isRead: true)) == theme.style(.muted))
    }

    @Test func aSearchMarksItsMatchAndTheRestStaysDimmed() {
        let found = row(title: "", summary: "Just shipped it", search: "shipped")
        #expect(style(of: "shipped", in: found) == theme.style(.accent).bolded)
        #expect(style(of: "Just ", in: found) == theme.style(.muted))
        #expect(style(of: " it", in: found) == theme.style(.muted))
    }
}
