import Domain
import Foundation
import Testing
@testable import DataAccess

@Suite("The embedded catalog shipped with the app")
struct EmbeddedCatalogTests {
    let launch = Date(timeIntervalSince1970: 1_800_000_000)

    /// Expects `load` without problems, of `total` items at least, and at least `each` of every
    /// kind that `kind` sorts them into.
    func expectWhole<Item, Kind: CaseIterable & Equatable>(
        _ load: CatalogLoad<Item>, atLeast total: Int, each: Int, of kind: (Item) -> Kind,
        skipping: (Kind) -> Bool = { _ in false },
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(load.problems.isEmpty, sourceLocation: sourceLocation)
        #expect(load.items.count >= total, sourceLocation: sourceLocation)
        for value in Kind.allCases where !skipping(value) {
            #expect(load.items.filter { kind($0) == value }.count >= each, "too few \(value)", sourceLocation: sourceLocation)
        }
    }

    @Test func bundledAvatarsLoadWithoutProblemsAndCoverEveryCharacter() async throws {
        let load = try await EmbeddedAvatarService(catalog: EmbeddedCatalog(launchedAt: launch)).allAvatars()
        // The catalog has no assistants: they are the user's own (`isAlwaysListed`).
        expectWhole(load, atLeast: 40, each: 5, of: \.character, skipping: { !$0.isAlwaysListed })
        #expect(Set(load.items.map(\.id)).count == load.items.count)
        #expect(load.items.contains { $0.name.containsKana })
        #expect(load.items.contains { $0.name.containsCJK && !$0.name.containsKana })
        #expect(load.items.contains { $0.name.containsEmoji })
        #expect(load.items.allSatisfy { $0.createdAt <= launch && $0.popularity >= 0 })
    }

    @Test func bundledNewsLoadWithoutProblemsAndCoverEveryCategory() async throws {
        let load = try await EmbeddedNewsService(catalog: EmbeddedCatalog(launchedAt: launch)).allArticles()
        expectWhole(load, atLeast: 60, each: 8, of: \.category)
        #expect(load.items.allSatisfy { (3...5).contains($0.paragraphs.count) })
        #expect(load.items.allSatisfy { $0.url.scheme == "https" })
        #expect(load.items.contains { $0.title.containsKana })
        #expect(load.items.contains { $0.title.containsEmoji })
        let english = load.items.filter { !$0.title.containsCJK }.count
        #expect(english * 2 > load.items.count, "English should be the majority")
        #expect((5...15).contains(load.items.filter(\.isPremium).count))
    }

    @Test func bundledNewsIsMostlyFreshWithSomeHotAndSomeOld() async throws {
        let articles = try await EmbeddedCatalog(launchedAt: launch).articles().items
        let freshness = NewsFreshness(now: launch)
        let hot = articles.filter(freshness.isHot).count
        let stale = articles.filter { !freshness.isFresh($0) }.count
        #expect((8...16).contains(hot))
        #expect((6...14).contains(stale))
        #expect(articles.count - stale > articles.count / 2)
    }

    @Test func agesBecomeDatesCountedBackFromTheLaunchTime() async throws {
        let avatar = RecordJSON.avatar(id: "a") { $0["created_days_ago"] = 2 }
        let article = RecordJSON.article(id: "n") { $0["age_minutes"] = 90 }
        let files = try TemporaryCatalog(avatars: RecordJSON.array([avatar]), news: RecordJSON.array([article]))
        let catalog = EmbeddedCatalog(directory: files.directory, launchedAt: launch)
        #expect(try await catalog.avatars().items.first?.createdAt == launch.addingTimeInterval(-2 * 86_400))
        #expect(try await catalog.articles().items.first?.publishedAt == launch.addingTimeInterval(-90 * 60))
    }

    @Test func bundledDatesFollowTheLaunchTimeSoNewsStaysFresh() async throws {
        let later = launch.addingTimeInterval(365 * 86_400)
        let early = try await EmbeddedCatalog(launchedAt: launch).articles().items
        let late = try await EmbeddedCatalog(launchedAt: later).articles().items
        let shifts = zip(early, late).map { $1.publishedAt.timeIntervalSince($0.publishedAt) }
        #expect(shifts.count == early.count && shifts.allSatisfy { abs($0 - 365 * 86_400) < 0.001 })
        let hotThen = early.filter(NewsFreshness(now: launch).isHot).map(\.id)
        #expect(late.filter(NewsFreshness(now: later).isHot).map(\.id) == hotThen)
    }

    @Test func filesAreReadOnceAndTheResultIsKept() async throws {
        let files = try TemporaryCatalog(avatars: RecordJSON.array([RecordJSON.avatar(id: "a")]))
        let catalog = EmbeddedCatalog(directory: files.directory, launchedAt: launch)
        let first = try await catalog.avatars()
        try files.remove("avatars.json")
        let second = try await catalog.avatars()
        #expect(first.items == second.items)
        #expect(second.items.map(\.id) == ["a"])
    }
}
