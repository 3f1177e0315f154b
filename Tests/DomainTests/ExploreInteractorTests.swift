import DomainDoubles
import Foundation
import PropertyBased
import Testing
@testable import Domain

@Suite("ExploreInteractor")
struct ExploreInteractorTests {
    let avatars: [Avatar] = [
        makeAvatar("cat-old", .cat, popularity: 50, createdDaysAgo: 300),
        makeAvatar("cat-new", .cat, popularity: 900, createdDaysAgo: 2),
        makeAvatar("dog-1", .dog, popularity: 400, createdDaysAgo: 40),
        makeAvatar("robot-b", name: "Bolt", .robot, popularity: 400, createdDaysAgo: 10),
        makeAvatar("robot-a", name: "Atom", .robot, popularity: 400, createdDaysAgo: 10),
        makeAvatar("alien-1", .alien, popularity: 10, createdDaysAgo: 5),
        makeAvatar("woman-1", .woman, popularity: 700, createdDaysAgo: 80),
    ]

    let articles: [NewsArticle] = [
        makeArticle("old", .world, age: 8 * day),
        makeArticle("two-days", .science, age: 2 * day),
        makeArticle("hour", .technology, age: hour),
        makeArticle("future", .sports, age: -hour),
        makeArticle("almost-week", .business, age: 7 * day - 60),
        makeArticle("half-day", .technology, age: 12 * hour),
    ]

    func interactor(
        avatars: [Avatar]? = nil, articles: [NewsArticle]? = nil,
        avatarProblems: [CatalogProblem] = [], newsProblems: [CatalogProblem] = [],
        marks: FakeArticleMarksStore = FakeArticleMarksStore()
    ) -> ExploreInteractor {
        ExploreInteractor(
            avatars: StubAvatarService(avatars ?? self.avatars, problems: avatarProblems),
            news: StubNewsService(articles ?? self.articles, problems: newsProblems), marks: marks,
            clock: .fixed(referenceNow))
    }

    @Test func latestNewsHoldsOnlyFreshArticlesNewestFirst() async throws {
        let content = try await interactor().loadContent()
        #expect(content.latestNews.map(\.id) == ["hour", "half-day", "two-days", "almost-week"])
        // HOT as the rows decide it, by the rule as of the time the ages count from.
        #expect(content.latestNews.map { NewsFreshness(now: content.loadedAt).isHot($0.article) } == [true, true, false, false])
    }

    @Test func popularIsOrderedByPopularityWithNameThenIdBreakingTies() async throws {
        let content = try await interactor().loadContent()
        #expect(content.popular.map(\.id) == [
            "cat-new", "woman-1", "robot-a", "robot-b", "dog-1", "cat-old", "alien-1",
        ])
    }

    @Test func popularTieWithTheSameNameFallsBackToId() async throws {
        let twins = [
            makeAvatar("b", name: "Twin", popularity: 5),
            makeAvatar("a", name: "Twin", popularity: 5),
            makeAvatar("c", name: "Twin", popularity: 6),
        ]
        let content = try await interactor(avatars: twins).loadContent()
        #expect(content.popular.map(\.id) == ["c", "a", "b"])
    }

    @Test func featuredPicksTheLongestStandingAvatarOfEachOptionInOptionOrder() async throws {
        let content = try await interactor().loadContent()
        // Options without avatars (man) are skipped; robots tie on date, so the id decides.
        #expect(content.featured.map(\.id) == ["woman-1", "alien-1", "dog-1", "cat-old", "robot-a"])
    }

    /// `assistant`, the New avatar form's first choice, is no character of the catalog's: an
    /// assistant in it is not featured, let alone first.
    @Test func featuredLeavesOutAssistants() async throws {
        let helper = makeAvatar("helper", .assistant, popularity: 1, createdDaysAgo: 900)
        let content = try await interactor(avatars: avatars + [helper]).loadContent()
        #expect(content.featured.map(\.id) == ["woman-1", "alien-1", "dog-1", "cat-old", "robot-a"])
    }

    @Test func featuredPopularAndCategoriesDoNotDependOnInputOrder() async throws {
        let reference = try await interactor().loadContent()
        await propertyCheck(count: 20, input: Gen.shuffled(avatars)) { shuffled in
            let content = try await interactor(avatars: shuffled).loadContent()
            #expect(content.featured == reference.featured)
            #expect(content.popular == reference.popular)
            #expect(content.categories == reference.categories)
        }
    }

    @Test func categoriesCountEveryOptionAndTopic() async throws {
        let content = try await interactor().loadContent()
        let expected: [CategorySummary] = [
            .init(kind: .avatars(.man), count: 0),
            .init(kind: .avatars(.woman), count: 1),
            .init(kind: .avatars(.alien), count: 1),
            .init(kind: .avatars(.dog), count: 1),
            .init(kind: .avatars(.cat), count: 2),
            .init(kind: .avatars(.robot), count: 2),
            .init(kind: .news(.technology), count: 2),
            .init(kind: .news(.business), count: 1),
            .init(kind: .news(.science), count: 1),
            .init(kind: .news(.sports), count: 1),
            .init(kind: .news(.entertainment), count: 0),
            .init(kind: .news(.world), count: 1),
            .init(kind: .bookmarks, count: 0),
        ]
        #expect(content.categories == expected)
    }

    @Test func emptyServicesGiveEmptySectionsButAllThirteenCategories() async throws {
        let content = try await interactor(avatars: [], articles: []).loadContent()
        #expect(content.featured.isEmpty)
        #expect(content.myAvatars.isEmpty)
        #expect(content.popular.isEmpty)
        #expect(content.latestNews.isEmpty)
        #expect(content.categories.count == 13)
        #expect(content.categories.allSatisfy { $0.count == 0 })
    }

    @Test func theUsersAvatarsAreListedNewestFirstAndNeverFeatured() async throws {
        let older = Avatar(id: "u-1", name: "Older", character: .man, action: "reading", location: "at home",
                           author: "Ann", createdAt: referenceNow.addingTimeInterval(-10), popularity: 0, isUserMade: true)
        let newer = Avatar(id: "u-2", name: "Newer", character: .cat, action: "napping", location: "in a box",
                           author: "Ann", createdAt: referenceNow, popularity: 3, isUserMade: true)
        let content = try await interactor(avatars: avatars + [older, newer]).loadContent()
        #expect(content.myAvatars.map(\.id) == ["u-2", "u-1"])
        // "Older" would be the only man, but a user-made avatar is not featured.
        #expect(content.featured.map(\.id) == ["woman-1", "alien-1", "dog-1", "cat-old", "robot-a"])
        #expect(content.popular.contains(newer))
        #expect(content.categories.first == CategorySummary(kind: .avatars(.man), count: 1))
    }

    @Test func headlinesCarryTheReadersMarksAndBookmarksAreCounted() async throws {
        let marks = FakeArticleMarksStore([
            "hour": ArticleMarks(readAt: referenceNow),
            "two-days": ArticleMarks(bookmarkedAt: referenceNow),
            "ancient": ArticleMarks(bookmarkedAt: referenceNow),
        ])
        let content = try await interactor(marks: marks).loadContent()
        #expect(content.latestNews.map(\.marks.isRead) == [true, false, false, false])
        #expect(content.latestNews.map(\.marks.isBookmarked) == [false, false, true, false])
        // The bookmarks category counts only articles that exist.
        #expect(content.categories.last == CategorySummary(kind: .bookmarks, count: 1))
    }

    @Test func problemsFromBothServicesArePassedThrough() async throws {
        let avatarProblem = CatalogProblem(file: "avatars.json", record: "7", reason: "bad option")
        let newsProblem = CatalogProblem(file: "news.json", record: "n-1", reason: "bad date")
        let content = try await interactor(avatarProblems: [avatarProblem], newsProblems: [newsProblem]).loadContent()
        #expect(content.problems == [avatarProblem, newsProblem])
        #expect(content.popular.count == avatars.count)
    }

    @Test func aFailingServiceThrows() async {
        let failing = ExploreInteractor(avatars: StubAvatarService.failing("avatars"),
            news: StubNewsService([]), marks: FakeArticleMarksStore(), clock: .fixed(referenceNow))
        await #expect(throws: DomainError.unavailable("avatars")) { try await failing.loadContent() }
        let failingNews = ExploreInteractor(avatars: StubAvatarService([]),
            news: StubNewsService.failing("news"), marks: FakeArticleMarksStore(), clock: .fixed(referenceNow))
        await #expect(throws: DomainError.unavailable("news")) { try await failingNews.loadContent() }
    }
}

