import Domain
import DomainDoubles
import Foundation
import Testing

@Suite("ArticleInteractor")
struct ArticleInteractorTests {
    let member = Profile(name: "Ann", color: .green, createdAt: referenceNow)

    func interactor(
        articles: [NewsArticle] = [], profile: Profile? = nil, opener: RecordingURLOpener = RecordingURLOpener(),
        marks: FakeArticleMarksStore = FakeArticleMarksStore(), clock: NowProvider = .fixed(referenceNow)
    ) -> ArticleInteractor {
        ArticleInteractor(
            news: StubNewsService(articles), profiles: FakeProfileService(profile), opener: opener, marks: marks, clock: clock)
    }

    @Test func openArticlesAreGrantedToEveryone() async throws {
        let article = makeArticle("free")
        #expect(try await interactor(profile: nil).access(to: article) == .granted)
        #expect(try await interactor(profile: member).access(to: article) == .granted)
    }

    @Test func premiumArticlesNeedAnAccount() async throws {
        let article = makeArticle("paid", premium: true)
        #expect(try await interactor(profile: nil).access(to: article) == .needsAccount)
        #expect(try await interactor(profile: member).access(to: article) == .granted)
    }

    @Test func readingOrderIsNewestFirst() async throws {
        let articles = [
            makeArticle("b", age: 2 * hour), makeArticle("old", age: 30 * day),
            makeArticle("a", age: 2 * hour), makeArticle("new", age: 60),
        ]
        // Equal dates are ordered by id.
        #expect(try await interactor(articles: articles).readingOrder().map(\.id) == ["new", "a", "b", "old"])
    }

    @Test("web links go to the opener", arguments: [
        "https://news.example.com/a", "http://news.example.com/b", "HTTPS://NEWS.EXAMPLE.COM/C",
    ])
    func opensWebLinks(link: String) async throws {
        let opener = RecordingURLOpener()
        let article = makeArticle("a", url: link)
        try await interactor(opener: opener).openInBrowser(article)
        #expect(await opener.opened == [article.url])
    }

    @Test("other schemes are refused", arguments: [
        "ftp://files.example.com/a", "file:///etc/passwd", "javascript:alert(1)", "mailto:someone@example.com",
    ])
    func refusesOtherSchemes(link: String) async throws {
        let opener = RecordingURLOpener()
        let article = makeArticle("a", url: link)
        #expect(article.url.absoluteString == link)
        await #expect(throws: DomainError.invalidInput("only http and https links can be opened")) {
            try await interactor(opener: opener).openInBrowser(article)
        }
        #expect(await opener.opened.isEmpty)
    }

    @Test func readingMarksTheFirstReadOnly() async throws {
        let clock = ManualClock(referenceNow)
        let marks = FakeArticleMarksStore()
        let interactor = interactor(marks: marks, clock: clock.provider)
        let article = makeArticle("a")
        #expect(try await interactor.markRead(article) == ArticleMarks(readAt: referenceNow))
        clock.advance(by: 3600)
        #expect(try await interactor.markRead(article) == ArticleMarks(readAt: referenceNow))
    }

    @Test func toggleBookmarkSetsThenClears() async throws {
        let marks = FakeArticleMarksStore()
        let interactor = interactor(marks: marks)
        let article = makeArticle("a")
        let set = try await interactor.toggleBookmark(article, current: ArticleMarks(readAt: referenceNow))
        #expect(set == ArticleMarks(readAt: referenceNow, bookmarkedAt: referenceNow))
        #expect(await marks.marks["a"]?.bookmarkedAt == referenceNow)
        let cleared = try await interactor.toggleBookmark(article, current: set)
        #expect(cleared == ArticleMarks(readAt: referenceNow))
        #expect(await marks.marks["a"]?.isBookmarked == false)
    }
}
