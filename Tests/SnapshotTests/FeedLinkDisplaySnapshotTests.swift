import AppComposition
import AppTestSupport
import DataAccess
import Domain
import Presentation
import TerminalUI
import Testing

/// A feed item whose links are written to be misread: its page on `аpple.com` with a Cyrillic
/// `а`, a footnote with a user part before its host. The reader's footer, its footnotes and the
/// Links list show where each really goes, as a browser would.
@MainActor
@Suite("The reader shows links as where they go")
struct FeedLinkDisplaySnapshotTests {
    /// The sample feeds with the item above, newest in Example Tech Daily; and its id.
    static func withMisleadingLinks() async throws -> (AppDependencies, Int64) {
        let deps = AppDependencies.mockWithFeeds()
        var item = FetchedItem()
        (item.guid, item.title, item.link) = ("homograph", "Your account needs attention", "https://\u{430}pple.com/login")
        item.summaryText = "Sign in [1] to keep it, or pay [2]; the Russian site [3] stays as it is written."
        item.links = ["https://paypal.com@evil.example/pay", "https://user:pw@host.example/",
                      "https://\u{44F}\u{43D}\u{434}\u{435}\u{43A}\u{441}.\u{440}\u{444}/"]
        item.published = FixtureCatalog.referenceDate
        _ = try await deps.feedCache.store(
            FetchedFeed(title: "Example Tech Daily", siteLink: "", items: [item]), feed: FixtureFeeds.tech,
            validators: FeedValidators(), at: FixtureCatalog.referenceDate)
        return (deps, try await deps.feedCache.newestItemID())
    }

    @Test func theFooterFootnotesAndLinksListShowTheRealHosts() async throws {
        let (deps, id) = try await Self.withMisleadingLinks()
        await assertScreens("feedArticleLinksShown", deps: deps, path: [.explore, .feeds, .feedArticle(id: id)],
                            sizes: [Size(width: 80, height: 24)]) { driver in
            #expect(await driver.waitUntil { $0.contains("[1] https://***@evil.example/pay") })
            await driver.type("l")
            let text = driver.text
            #expect(text.contains("Article's page https://xn--pple-43d.com/login"), "\(text)")
            #expect(text.contains("[2] https://***@host.example/"), "\(text)")
            #expect(text.contains("[3] https://\u{44F}\u{43D}\u{434}\u{435}\u{43A}\u{441}.\u{440}\u{444}/"), "one script: as written")
            #expect(!text.contains("\u{430}pple") && !text.contains("paypal.com@") && !text.contains("pw@"), "\(text)")
        }
    }
}
