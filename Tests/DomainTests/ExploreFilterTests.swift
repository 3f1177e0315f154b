import DomainDoubles
import Foundation
import Testing
@testable import Domain

@Suite("ExploreInteractor.filter: what `/` on Explore lets through in each section")
struct ExploreFilterTests {
    let avatars: [Avatar] = [
        makeAvatar("zoe", name: "Zoë", .woman, popularity: 30),
        makeAvatar("bolt", name: "Bolt", .robot, popularity: 20),
        makeAvatar("xiaohu", name: "小虎", .cat, popularity: 10),
    ]
    let articles: [NewsArticle] = [
        makeArticle("cafe", .business, age: hour, title: "Café prices cool", summary: "Robots roast the beans."),
        makeArticle("tiger", .world, age: 2 * hour, title: "小虎队重聚"),
        makeArticle("marathon", .sports, age: 3 * hour, title: "Underdog wins the marathon"),
    ]

    func content() async throws -> ExploreContent {
        try await ExploreInteractor(
            avatars: StubAvatarService(avatars), news: StubNewsService(articles), marks: FakeArticleMarksStore(),
            clock: .fixed(referenceNow)
        ).loadContent()
    }

    /// The ids each section lets through, in the section's order.
    func shown(_ query: String) async throws -> (popular: [String], categories: [String], news: [String]) {
        let content = try await content()
        let matches = ExploreInteractor.filter(content, by: query)
        return (matches.popular.map { content.popular[$0].id }, matches.categories.map { content.categories[$0].kind.title },
                matches.news.map { content.latestNews[$0].article.id })
    }

    @Test func avatarsMatchByNameOrTheirKindInAnyCaseAndWithoutAccents() async throws {
        #expect(try await shown("ZOE").popular == ["zoe"])
        #expect(try await shown("robot").popular == ["bolt"], "the description names the kind")
        #expect(try await shown("in the park").popular == ["zoe", "bolt", "xiaohu"])
    }

    @Test func categoriesMatchByName() async throws {
        #expect(try await shown("rob").categories == ["Robots"])
        #expect(try await shown("SPORT").categories == ["Sports"])
    }

    @Test func newsMatchesByTitleOnly() async throws {
        #expect(try await shown("cafe").news == ["cafe"])
        #expect(try await shown("beans").news.isEmpty, "a summary is not searched: the section shows titles")
    }

    @Test func aCJKQueryMatchesEverySectionThatHoldsIt() async throws {
        let found = try await shown("小虎")
        #expect(found.popular == ["xiaohu"])
        #expect(found.news == ["tiger"])
        #expect(found.categories.isEmpty)
    }

    @Test func anEmptyOrBlankQueryLetsEverythingThrough() async throws {
        let content = try await content()
        for query in ["", "  "] {
            let matches = ExploreInteractor.filter(content, by: query)
            #expect(matches.featured == Array(content.featured.indices))
            #expect(matches.categories == Array(content.categories.indices))
            #expect(matches.popular == Array(content.popular.indices))
            #expect(matches.news == Array(content.latestNews.indices))
        }
    }

    @Test func myAvatarsAndFeaturedAreFilteredToo() async throws {
        let mine = Avatar(id: "mine", name: "Twinbot", character: .robot, action: "sleeping", location: "in the park",
                          author: "me", createdAt: referenceNow, popularity: 0, isUserMade: true)
        let content = try await ExploreInteractor(
            avatars: StubAvatarService(avatars + [mine]), news: StubNewsService(articles), marks: FakeArticleMarksStore(),
            clock: .fixed(referenceNow)
        ).loadContent()
        let matches = ExploreInteractor.filter(content, by: "twin")
        #expect(matches.myAvatars.map { content.myAvatars[$0].id } == ["mine"])
        #expect(matches.featured.isEmpty)
        #expect(ExploreInteractor.filter(content, by: "bolt").featured.map { content.featured[$0].id } == ["bolt"])
    }
}
