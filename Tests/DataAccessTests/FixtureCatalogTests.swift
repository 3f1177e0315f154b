import Domain
import Foundation
import Testing
@testable import DataAccess

@Suite("Fixture data for tests and the mock app")
struct FixtureCatalogTests {
    @Test func referenceDateIsMarch14th2026At0900UTC() {
        #expect(FixtureCatalog.referenceDate.formatted(.iso8601) == "2026-03-14T09:00:00Z")
        #expect(FixtureCatalog.clock.now() == FixtureCatalog.referenceDate)
    }

    @Test func standardFixturesAreFixedRelativeToTheReferenceDate() {
        let freshness = NewsFreshness(now: FixtureCatalog.referenceDate)
        let articles = FixtureCatalog.articles
        #expect(FixtureCatalog.avatars.count == 10)
        #expect(articles.count == 12)
        #expect(articles.filter(freshness.isHot).map(\.id).sorted() ==
            ["fx-biz-coffee", "fx-sci-comet", "fx-sports-marathon", "fx-tech-battery", "fx-world-ferry"])
        #expect(articles.filter { !freshness.isFresh($0) }.map(\.id).sorted() == ["fx-sci-glacier", "fx-world-archive"])
        #expect(articles.filter(\.isPremium).count == 3)
        #expect(Set(FixtureCatalog.avatars.map(\.character)) == Set(CharacterOption.allCases.filter(\.isAlwaysListed)))
        #expect(Set(articles.map(\.category)) == Set(NewsCategory.allCases))
    }

    @Test(arguments: [FixtureCatalog.Variant.standard, .cjkHeavy])
    func bundledFixtureFilesLoadWhole(variant: FixtureCatalog.Variant) throws {
        let avatars = try FixtureCatalog.load(AvatarRecord.self, variant)
        let articles = try FixtureCatalog.load(NewsArticleRecord.self, variant)
        #expect(avatars.problems.isEmpty && articles.problems.isEmpty)
        #expect(!avatars.items.isEmpty && !articles.items.isEmpty)
    }

    @Test func standardFixturesMixScriptsAndEmoji() {
        #expect(FixtureCatalog.avatars.contains { $0.name.containsCJK })
        #expect(FixtureCatalog.avatars.contains { $0.name.containsEmoji })
        #expect(FixtureCatalog.articles.contains { $0.title.containsKana })
        #expect(FixtureCatalog.articles.contains { $0.title.containsEmoji })
    }

    @Test func fixtureIdsAreUniqueAndLinksAreHTTPS() {
        let ids = (FixtureCatalog.articles + FixtureCatalog.cjkHeavyArticles).map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect((FixtureCatalog.articles + FixtureCatalog.cjkHeavyArticles).allSatisfy { $0.url.scheme == "https" })
        let firstLink = FixtureCatalog.articles.first?.url.absoluteString
        #expect(firstLink == "https://news.example.com/technology/fx-tech-battery")
    }

    @Test func cjkHeavyVariantIsMostlyChineseAndJapanese() {
        let avatars = FixtureCatalog.avatarLoad(.cjkHeavy).items
        let articles = FixtureCatalog.newsLoad(.cjkHeavy).items
        #expect(avatars.allSatisfy { $0.name.containsCJK && $0.author.containsCJK })
        #expect(articles.allSatisfy { $0.title.containsCJK && $0.summary.containsCJK })
        #expect(articles.contains { $0.title.containsKana } && articles.contains { !$0.title.containsKana })
    }

    @Test func problemVariantReportsExactlyOneRejectedAvatar() {
        let avatars = FixtureCatalog.avatarLoad(.withProblem)
        #expect(avatars.items == FixtureCatalog.avatars)
        #expect(avatars.problems == [FixtureCatalog.problem])
        #expect(FixtureCatalog.problem.message ==
            "avatars.json, record fx-dragon-ember: unknown character option 'dragon'")
        #expect(FixtureCatalog.newsLoad(.withProblem).problems.isEmpty)
    }

    @Test func emptyVariantHasNothing() async throws {
        #expect(try await FixtureCatalog.avatarService(.empty).allAvatars().items.isEmpty)
        #expect(try await FixtureCatalog.newsService(.empty).allArticles().items.isEmpty)
        #expect(try await StaticAvatarService([]).allAvatars().problems.isEmpty)
    }

    @Test func staticServicesReturnTheirLoad() async throws {
        let avatars = try await FixtureCatalog.avatarService().allAvatars()
        let news = try await StaticNewsService(FixtureCatalog.newsLoad(.cjkHeavy)).allArticles()
        #expect(avatars.items == FixtureCatalog.avatars)
        #expect(news.items == FixtureCatalog.cjkHeavyArticles)
    }

    @Test func theFixturesOpenNoLinkAndSaySo() async throws {
        let url = try #require(FixtureCatalog.articles.first?.url)
        await #expect(throws: FixtureURLOpener.refusal) { try await FixtureURLOpener().open(url) }
        #expect(FixtureURLOpener.refusal.message == "links are not opened with the test fixtures")
    }

    @Test func fixtureProfileIsSignedUpBeforeTheReferenceDate() {
        #expect(FixtureCatalog.profile.createdAt < FixtureCatalog.referenceDate)
        #expect(FixtureCatalog.profile.name.containsCJK)
    }
}
