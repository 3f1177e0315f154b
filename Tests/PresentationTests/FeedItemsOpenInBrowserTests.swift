import Domain
import DomainDoubles
import Foundation
@testable import Presentation
import Testing

/// `o` in an item list: the selected item's page in the browser, read from then on, as in
/// newsboat; the rules of the reader's `o` and of Enter still hold.
@MainActor
@Suite("FeedItemsPresenter: opening an item's page")
struct FeedItemsOpenInBrowserTests {
    /// `feed` with one item a link, newest first: "Linked" at `link`, then "Unlinked".
    static func list(_ feed: String, link: String, harness: FeedHarness) async throws -> FeedItemsPresenter {
        var linked = FetchedItem(), unlinked = FetchedItem()
        (linked.guid, linked.title, linked.link, linked.published) = ("l", "Linked", link, FeedHarness.now.addingTimeInterval(-60))
        (unlinked.guid, unlinked.title, unlinked.published) = ("u", "Unlinked", FeedHarness.now.addingTimeInterval(-120))
        _ = try await harness.cache.store(FetchedFeed(title: "Own", siteLink: "", items: [linked, unlinked]), feed: feed,
                                          validators: FeedValidators(), at: FeedHarness.now)
        let presenter = harness.items(.feed(feed))
        await presenter.onAppear()
        return presenter
    }

    @Test func oOpensThePageAndMarksTheItemRead() async throws {
        let harness = try FeedHarness()
        let presenter = try await Self.list(FeedHarness.tech, link: "https://tech.example.org/linked", harness: harness)
        await presenter.openSelectedInBrowser()
        #expect(await harness.opener.opened.map(\.absoluteString) == ["https://tech.example.org/linked"])
        #expect(harness.router.notice?.text == "Opened https://tech.example.org/linked in the browser")
        #expect(presenter.selectedHeadline?.item.isRead == true)
        #expect(presenter.unreadCount == 1)
        #expect(try await harness.interactor.count(.feed(FeedHarness.tech), unreadOnly: true) == 1)

        presenter.editSelection { $0.move(by: 1) }
        await presenter.openSelectedInBrowser()
        #expect(harness.router.notice?.text == "This item has no link")
        #expect(presenter.unreadCount == 1, "an item not opened stays unread")
    }

    /// The notice names the link as the screens show it; the browser gets it as written.
    @Test func theNoticeShowsWhereTheLinkGoes() async throws {
        let harness = try FeedHarness()
        let presenter = try await Self.list(FeedHarness.tech, link: "https://paypal.com@evil.example/", harness: harness)
        await presenter.openSelectedInBrowser()
        #expect(await harness.opener.opened.map(\.absoluteString) == ["https://paypal.com@evil.example/"])
        #expect(harness.router.notice?.text == "Opened https://***@evil.example/ in the browser")
    }

    @Test func aScriptLinkIsRefusedAndTheItemStaysUnread() async throws {
        let harness = try FeedHarness()
        let presenter = try await Self.list(FeedHarness.tech, link: "javascript:alert(1)", harness: harness)
        await presenter.openSelectedInBrowser()
        #expect(await harness.opener.opened.isEmpty)
        #expect(harness.router.notice?.text
            == "Could not open the item: only http and https links can be opened, not javascript:")
        #expect(harness.router.notice?.isError == true)
        #expect(presenter.unreadCount == 2)
    }

    @Test func aGuestIsAskedForAnAccountBeforeAPremiumItemOpens() async throws {
        let harness = try FeedHarness()
        let presenter = try await Self.list(FeedHarness.club, link: "https://club.example.org/linked", harness: harness)
        await presenter.openSelectedInBrowser()
        #expect(harness.router.alert?.title == "Premium article")
        #expect(await harness.opener.opened.isEmpty)
        #expect(presenter.unreadCount == 2)
    }
}
