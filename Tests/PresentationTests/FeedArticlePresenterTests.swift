import Domain
import DomainDoubles
import Foundation
@testable import Presentation
import Testing

@MainActor
@Suite("FeedArticlePresenter")
struct FeedArticlePresenterTests {
    static func texts(_ index: Int) -> (String, [String]) {
        index == 0 ? ("First [1], then [2].", ["https://example.org/a", "javascript:alert(1)"]) : ("", [])
    }

    @Test func showsTheContentAndMarksTheItemRead() async throws {
        let harness = try FeedHarness()
        try await harness.fill(FeedHarness.tech, count: 2, texts: Self.texts)
        let first = try #require(try await harness.cache.items(FeedItemQuery()).first)
        let presenter = harness.article(first.id)
        await presenter.onAppear()
        #expect(presenter.text == "First [1], then [2].")
        #expect(presenter.byline == "Tech 技術 · 1 min ago")
        #expect(try await harness.cache.item(id: first.id)?.isRead == true)
        #expect(presenter.headline?.item.isRead == true)
    }

    /// The footer's place, as the catalog's reader says it: in the list it was opened from, else
    /// in every feed's items; a list of the unread ones still counts the item shown, now read.
    @Test func thePositionNamesTheListItWasOpenedFrom() async throws {
        let harness = try await FeedHarness.filled(count: 5)
        let ids = try await harness.cache.items(FeedItemQuery()).map(\.id)
        let inFeed = harness.article(ids[1], place: FeedItemPlace(scope: .feed(FeedHarness.tech), index: 1))
        await inFeed.onAppear()
        #expect(inFeed.position == "2 of 5 in Tech 技術")
        let fromNowhere = harness.article(ids[2])
        await fromNowhere.onAppear()
        #expect(fromNowhere.position == "3 of 5 in All feeds", "found near the first item")
        // Items 1 and 2 are read now: the unread ones were Item 0, 3 and 4.
        let unread = harness.article(ids[3], place: FeedItemPlace(scope: .tag("technology"), index: 1, unreadOnly: true))
        await unread.onAppear()
        #expect(unread.position == "2 of 3 in technology", "the two left unread, and the one shown, read now")
        let found = harness.article(ids[4], place: FeedItemPlace(scope: .feed(FeedHarness.tech), index: 0, searchText: "Item 4"))
        await found.onAppear()
        #expect(found.position == "1 of 1 in Tech 技術 holding “Item 4”")
        let gone = harness.article(ids[4], place: FeedItemPlace(scope: .bookmarks, index: 0))
        await gone.onAppear()
        #expect(gone.position.isEmpty, "a list that no longer holds the item gives no place")
    }

    @Test func withoutContentTheSummaryIsTheText() async throws {
        let harness = try FeedHarness()
        try await harness.fill(FeedHarness.tech, count: 2, texts: Self.texts)
        let second = try await harness.cache.items(FeedItemQuery())[1]
        let presenter = harness.article(second.id)
        await presenter.onAppear()
        #expect(presenter.text == "Summary of Item 1")
    }

    @Test func linksOpenOnlyForHTTPHTTPSAndFile() async throws {
        let harness = try FeedHarness()
        try await harness.fill(FeedHarness.tech, count: 1, texts: Self.texts)
        let presenter = harness.article(try await harness.cache.items(FeedItemQuery())[0].id)
        await presenter.onAppear()
        presenter.showLinks()
        #expect(presenter.isPickingLink)
        presenter.editLinkSelection { $0.select(1) }
        await presenter.openPickedLink()
        #expect(harness.router.notice?.isError == true)
        #expect(harness.router.notice?.text.contains("not javascript:") == true)
        #expect(presenter.isPickingLink, "the list stays for another pick")
        presenter.editLinkSelection { $0.select(0) }
        await presenter.openPickedLink()
        #expect(await harness.opener.opened.map(\.absoluteString) == ["https://example.org/a"])
        #expect(!presenter.isPickingLink)
    }

    @Test("l lists the addresses written out in the text after the numbered links; digits still number those")
    func addressesWrittenOutAreListedLast() async throws {
        let harness = try FeedHarness()
        try await harness.fill(FeedHarness.tech, count: 1) { _ in
            ("See https://example.org/a [1] and https://plain.example/read-me.\nAgain https://plain.example/read-me", ["https://example.org/a"])
        }
        let presenter = harness.article(try await harness.cache.items(FeedItemQuery())[0].id)
        await presenter.onAppear()
        presenter.showLinks()
        #expect(presenter.linkChoices == [.numbered(1, "https://example.org/a"), .writtenOut("https://plain.example/read-me")])
        presenter.typeLinkDigit(1)
        #expect(presenter.linkPicker.selection.selected == 0)
        presenter.editLinkSelection { $0.select(1) }
        await presenter.openPickedLink()
        #expect(await harness.opener.opened.map(\.absoluteString) == ["https://plain.example/read-me"])
    }

    @Test func aPremiumItemIsLockedForAGuestAndNotMarkedRead() async throws {
        let harness = try FeedHarness()
        try await harness.fill(FeedHarness.club, count: 1)
        let id = try await harness.cache.items(FeedItemQuery())[0].id
        let guest = harness.article(id)
        await guest.onAppear()
        #expect(guest.isLocked)
        #expect(try await harness.cache.item(id: id)?.isRead == false)

        let member = try FeedHarness(profile: Profile(name: "Mei", color: .cyan, createdAt: FeedHarness.now))
        try await member.fill(FeedHarness.club, count: 1)
        let reader = member.article(id)
        await reader.onAppear()
        #expect(!reader.isLocked)
        await reader.toggleBookmark()
        #expect(try await member.cache.item(id: id)?.isBookmarked == true)
    }
}
