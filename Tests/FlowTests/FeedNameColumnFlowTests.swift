import AppComposition
import AppTestSupport
import DataAccess
import Domain
import Presentation
import TerminalUI
import Testing

/// In All feeds a long title leaves the feed's name a readable column instead of a lone "…",
/// and the reader's meta line cuts a long feed name rather than the age.
@MainActor
@Suite("The feed's name beside a long title")
struct FeedNameColumnFlowTests {
    static let feedName = "~قناة 🌍 عربية طويلة جدا جدا"

    /// The sample feed Example Tech Daily renamed `feedName`, holding items with long titles.
    private func deps() async throws -> AppDependencies {
        let deps = AppDependencies.mockWithFeeds()
        let titles = [
            "ภาษาไทยไม่มีช่องว่างระหว่างคำเลยครับผมกำลังทดสอบการตัดคำภาษาไทย",
            "नमस्ते दुनिया: क्षत्रिय प्रौद्योगिकी समाचार और बहुत लंबा शीर्षक",
            "Supercalifragilisticexpialidocious headline that goes on and on",
            "Short",
        ]
        let items = titles.enumerated().map { index, title in
            var item = FetchedItem()
            (item.guid, item.title, item.summaryText, item.author) = ("n\(index)", title, "Text.", "山田太郎")
            item.published = FixtureCatalog.referenceDate.addingTimeInterval(Double(-index * 600))
            return item
        }
        _ = try await deps.feedCache.store(
            FetchedFeed(title: Self.feedName, siteLink: "", items: items), feed: FixtureFeeds.tech,
            validators: FeedValidators(), at: FixtureCatalog.referenceDate)
        return deps
    }

    @Test func allFeedsKeepsAColumnForTheFeedsName() async throws {
        let app = await AppDriver(deps: try await deps(), path: [.explore, .feedItems(.all)])
        let flow = FlowRecorder(app, flow: "feedNameColumn")
        for size in [Size(width: 80, height: 24), Size(width: 100, height: 30)] {
            await app.resize(to: size)
            let row = try #require(app.text.split(separator: "\n").first { $0.contains("ภาษาไทย") })
            #expect(row.contains("~قناة 🌍"), "\(row)")
            #expect(!row.contains(" …"), "no lone or spaced ellipsis: \(row)")
            flow.expectScreen("all-feeds-\(size.width)x\(size.height)")
        }
    }

    @Test func theReadersMetaLineCutsTheFeedsNameAndKeepsTheAge() async throws {
        let deps = try await deps()
        let stored = try await deps.feedCache.items(FeedItemQuery(feeds: [FixtureFeeds.tech], limit: 100))
        let id = try #require(stored.first { $0.guid == "n3" }?.id)
        let app = await AppDriver(deps: deps, path: [.explore, .feedArticle(id: id)], size: Size(width: 60, height: 16))
        let meta = try #require(app.text.split(separator: "\n").first { $0.contains("山田太郎") })
        #expect(meta.contains("山田太郎 · 30 min ago"), "\(meta)")
        #expect(meta.contains("~قناة"), "\(meta)")
        #expect(meta.contains("…"), "the feed's name is cut: \(meta)")
    }
}
