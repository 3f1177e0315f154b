import AppComposition
import AppTestSupport
import DataAccess
import Domain
import Foundation
import Presentation
import TerminalUI
import Testing

/// An item without a title (a Mastodon post) in the item lists: called by the start of its text,
/// dimmed as the reader shows it, so that it is not taken for a title the feed gave.
@MainActor
@Suite("Untitled feed items in the lists")
struct FeedUntitledSnapshotTests {
    /// The sample feeds with an unread untitled post in Example Tech Daily, the oldest item, so
    /// that the selection (which draws its row in its own style) is not on it.
    static func withAnUntitledPost() async throws -> AppDependencies {
        let deps = AppDependencies.mockWithFeeds()
        var post = FetchedItem()
        (post.guid, post.summaryText) = ("toot", "Toot number 0: just shipped a new release of my terminal app, check it out!")
        post.published = FixtureCatalog.referenceDate.addingTimeInterval(-6 * 86_400)
        _ = try await deps.feedCache.store(
            FetchedFeed(title: "Example Tech Daily", siteLink: "", items: [post]), feed: FixtureFeeds.tech,
            validators: FeedValidators(), at: FixtureCatalog.referenceDate)
        return deps
    }

    @Test func anUntitledItemIsDimmedInItsFeedsList() async throws {
        let deps = try await Self.withAnUntitledPost()
        await assertScreens("feedItemsUntitled", deps: deps, path: [.explore, .feeds, .feedItems(.feed(FixtureFeeds.tech))],
                            sizes: [Size(width: 80, height: 24)]) { driver in
            #expect(await driver.waitUntil { $0.contains("Toot number 0: just shipped") })
        }
    }

    /// A search marks what it found in a made-up title too; the rest of it stays dimmed.
    @Test func aSearchMarksTheMatchInAnUntitledItem() async throws {
        let deps = try await Self.withAnUntitledPost()
        await assertScreens("feedItemsUntitledSearched", deps: deps, path: [.explore, .feedItems(.all)],
                            sizes: [Size(width: 80, height: 24)]) { driver in
            await driver.type("/")
            await driver.type("terminal")
            await driver.press(.enter)
            #expect(await driver.waitUntil { $0.contains("holding “terminal”") && !$0.contains("Searching…") })
            #expect(driver.text.contains("Toot number 0: just shipped"))
        }
    }
}
