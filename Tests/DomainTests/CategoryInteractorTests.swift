import Domain
import DomainDoubles
import Foundation
import Testing

@Suite("CategoryInteractor")
struct CategoryInteractorTests {
    let avatars: [Avatar] = [
        makeAvatar("mochi", name: "Mochi 🍡", .cat, popularity: 300, action: "napping", location: "on a windowsill"),
        makeAvatar("xiaohu", name: "小虎", .cat, popularity: 900, action: "watching fish", location: "by the pond"),
        makeAvatar("tama", name: "Tama", .cat, popularity: 300, action: "hunting", location: "in a 東京 bookshop"),
        makeAvatar("rex", name: "Rex", .dog, popularity: 5000),
    ]

    let articles: [NewsArticle] = [
        makeArticle("t-old", .technology, age: 3 * day, title: "Batteries get BIGGER", summary: "Cells charge fast."),
        makeArticle("t-new", .technology, age: 2 * hour, title: "小型ロボット登場 🤖", summary: "A tiny robot ships."),
        makeArticle("t-mid", .technology, age: 30 * hour, title: "Keyboards", summary: "Café owners love them."),
        makeArticle("w-1", .world, age: hour, title: "Ferry link", summary: "Islands connected."),
    ]

    let marks = FakeArticleMarksStore()

    var interactor: CategoryInteractor {
        CategoryInteractor(avatars: StubAvatarService(avatars), news: StubNewsService(articles),
            marks: marks, clock: .fixed(referenceNow))
    }

    @Test func avatarsOfOneOptionByPopularity() async throws {
        #expect(try await interactor.avatars(of: .cat).map(\.id) == ["xiaohu", "mochi", "tama"])
        #expect(try await interactor.avatars(of: .dog).map(\.id) == ["rex"])
        #expect(try await interactor.avatars(of: .robot).isEmpty)
    }

    @Test func headlinesOfOneTopicNewestFirstWithHotFlags() async throws {
        let headlines = try await interactor.headlines(in: .news(.technology))
        #expect(headlines.map(\.id) == ["t-new", "t-mid", "t-old"])
        #expect(headlines.map { NewsFreshness(now: referenceNow).isHot($0.article) } == [true, false, false])
        #expect(try await interactor.headlines(in: .news(.sports)).isEmpty)
    }

    @Test func headlinesIncludeArticlesOlderThanAWeek() async throws {
        let news = StubNewsService([makeArticle("ancient", .science, age: 90 * day)])
        let interactor = CategoryInteractor(avatars: StubAvatarService([]), news: news,
            marks: FakeArticleMarksStore(), clock: .fixed(referenceNow))
        #expect(try await interactor.headlines(in: .news(.science)).map(\.id) == ["ancient"])
    }

    @Test("avatar filter", arguments: [
        ("", ["mochi", "xiaohu", "tama", "rex"]),
        ("   ", ["mochi", "xiaohu", "tama", "rex"]),
        ("MOCHI", ["mochi"]),
        ("mOcHi", ["mochi"]),
        ("小", ["xiaohu"]),
        ("東京", ["tama"]),
        ("🍡", ["mochi"]),
        ("fish", ["xiaohu"]),
        ("A CAT THAT IS", ["mochi", "xiaohu", "tama"]),
        ("a dog", ["rex"]),
        ("nothing like this", []),
    ])
    func filterAvatars(query: String, expected: [String]) {
        #expect(CategoryInteractor.filter(avatars, by: query).map(\.id) == expected)
    }

    @Test("headline filter", arguments: [
        ("", ["t-old", "t-new", "t-mid", "w-1"]),
        ("bigger", ["t-old"]),
        ("Batteries", ["t-old"]),
        ("CHARGE", ["t-old"]),
        ("小型", ["t-new"]),
        ("🤖", ["t-new"]),
        ("tiny ROBOT", ["t-new"]),
        ("cafe", ["t-mid"]),
        ("zzz", []),
    ])
    func filterHeadlines(query: String, expected: [String]) {
        let headlines = articles.map { Headline(article: $0) }
        #expect(CategoryInteractor.filter(headlines, by: query).map(\.id) == expected)
    }

    @Test func theUsersOwnAvatarsComeFirstNewestFirst() async throws {
        func mine(_ id: String, minutesAgo: Double) -> Avatar {
            Avatar(id: id, name: id, character: .cat, action: "coding", location: "at home", author: "Ann",
                   createdAt: referenceNow.addingTimeInterval(-minutesAgo * 60), popularity: 0, isUserMade: true)
        }
        let interactor = CategoryInteractor(
            avatars: StubAvatarService(avatars + [mine("old-mine", minutesAgo: 9), mine("new-mine", minutesAgo: 1)]),
            news: StubNewsService([]), marks: FakeArticleMarksStore(), clock: .fixed(referenceNow))
        #expect(try await interactor.avatars(of: .cat).map(\.id) == ["new-mine", "old-mine", "xiaohu", "mochi", "tama"])
    }

    @Test func bookmarksListTheLatestBookmarkFirstWithMarks() async throws {
        let marks = FakeArticleMarksStore([
            "t-old": ArticleMarks(readAt: referenceNow, bookmarkedAt: referenceNow),
            "w-1": ArticleMarks(bookmarkedAt: referenceNow.addingTimeInterval(60)),
            "t-new": ArticleMarks(readAt: referenceNow),
            "missing": ArticleMarks(bookmarkedAt: referenceNow),
        ])
        let interactor = CategoryInteractor(
            avatars: StubAvatarService([]), news: StubNewsService(articles), marks: marks, clock: .fixed(referenceNow))
        let bookmarks = try await interactor.headlines(in: .bookmarks)
        #expect(bookmarks.map(\.id) == ["w-1", "t-old"])
        #expect(bookmarks.map(\.marks.isRead) == [false, true])
        let technology = try await interactor.headlines(in: .news(.technology))
        #expect(technology.map(\.marks.isRead) == [true, false, true])
        #expect(try await interactor.headlines(in: .avatars(.cat)).isEmpty)
    }

    @Test func filterKeepsTheOrderItIsGiven() async throws {
        let cats = try await interactor.avatars(of: .cat)
        #expect(CategoryInteractor.filter(cats, by: "a").map(\.id) == ["xiaohu", "mochi", "tama"])
    }

    @Test func aFailingServiceThrows() async {
        let failing = CategoryInteractor(avatars: StubAvatarService.failing("avatars"),
            news: StubNewsService.failing("news"), marks: FakeArticleMarksStore(), clock: .fixed(referenceNow))
        await #expect(throws: DomainError.unavailable("avatars")) { try await failing.avatars(of: .cat) }
        await #expect(throws: DomainError.unavailable("news")) { try await failing.headlines(in: .news(.world)) }
    }
}
