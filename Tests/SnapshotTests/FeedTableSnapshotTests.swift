import AppComposition
import AppTestSupport
import DataAccess
import Domain
import Foundation
import Presentation
import TerminalUI
import Testing

/// An item whose HTML held tables, as the network helper stores them (pipe tables): drawn as
/// grids as the chat draws Markdown tables, at 80×24 and narrowed at 60×30 (CJK and emoji cells
/// two columns wide, cells wrapped in their narrowed columns, rows then ruled apart); a table
/// without a header has no header rule; one stored flat before stays flat.
@MainActor
@Suite("Tables in the feed reader")
struct FeedTableSnapshotTests {
    static let text = """
        Prices this week:

        Fruit prices
        | Fruit | Price | Origin |
        | --- | --- | --- |
        | Apple | 1.20 € | Normandy |
        | 梨 (nashi) | 2.50 € | 鳥取県 🍐 |
        | Pipe \\| fruit | 0.99 € |  |

        | Machine | Cores | Build | Notes |
        | --- | --- | --- | --- |
        | laptop-2019 | 4 | 412 s | throttles after five minutes |
        | 作業機 | 16 | 96 s | 日本語のメモ、折り返します 🚀 |

        Schedule, without a header:

        |  |  |
        | --- | --- |
        | Monday | Market opens at 7 |
        | Tuesday | Closed |

        A table stored before grids: a | b | c
        """

    static func withATable() async throws -> (AppDependencies, Int64) {
        let deps = AppDependencies.mockWithFeeds()
        var item = FetchedItem()
        (item.guid, item.title, item.contentText) = ("prices", "Market prices", text)
        item.published = FixtureCatalog.referenceDate.addingTimeInterval(-60)
        _ = try await deps.feedCache.store(
            FetchedFeed(title: "Example Tech Daily", siteLink: "", items: [item]), feed: FixtureFeeds.tech,
            validators: FeedValidators(), at: FixtureCatalog.referenceDate)
        return (deps, try await deps.feedCache.newestItemID())
    }

    @Test func aTableIsAGrid() async throws {
        let (deps, id) = try await Self.withATable()
        await assertScreens("feedArticleTable", deps: deps, path: [.explore, .feeds, .feedArticle(id: id)],
                            sizes: [Size(width: 80, height: 24), Size(width: 60, height: 30)]) { driver in
            #expect(await driver.waitUntil { $0.contains("╭") })
        }
    }

    /// The text's end: a table without a header (no rule under its first row), and a table's
    /// flat line as items stored before grids keep it.
    @Test func aTableWithoutAHeaderAndAFlatOne() async throws {
        let (deps, id) = try await Self.withATable()
        await assertScreens("feedArticleTableEnd", deps: deps, path: [.explore, .feeds, .feedArticle(id: id)],
                            sizes: [Size(width: 80, height: 24)]) { driver in
            await driver.press(.end)
            #expect(driver.text.contains("a | b | c"))
        }
    }
}
