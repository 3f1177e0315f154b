import Domain
import DomainDoubles
import Foundation
import Presentation
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
