import Domain
import Foundation
import Observation

/// The Article reader's state and intents.
@MainActor @Observable
public final class ArticlePresenter: FeaturePresenter<ArticleInteractor>, ScreenPresenter, SearchingReader {
    public private(set) var article: NewsArticle?
    /// Why loading failed, if it did.
    public private(set) var loadError: String?
    /// True when the article is premium and the reader a guest: the reader shows what it is
    /// and how to read it, and `n`, `p` and Esc still work.
    public private(set) var isLocked = false
    public var scrollOffset = 0
    /// The lines the offset counts in: the view's business (`textLaidOut`), not drawn from.
    @ObservationIgnored public var linePlaces: [TextPlace] = []
    /// The search in the article's text (`/`), nil when none is shown.
    public var textSearch: ReaderSearch?
    /// Whether the article is read (it is, once shown) and bookmarked.
    public private(set) var marks = ArticleMarks()
    /// The chats about the article and starting one; nil when the screen was made without them.
    public let chatsAbout: ArticleChats?

    let articleID: String
    let list: ArticleList?
    private let trail: ArticleReadingTrail?
    /// The articles `n` and `p` walk: the list's, else every article, newest first.
    var order: [NewsArticle] = []
    /// The byline's age counts from the last load.
    private var loadTime: LoadTime

    /// The presenter for one article, opened from `list` (nil: from no list); `trail` hears
    /// which article is shown, for the list below.
    public init(
        articleID: String, list: ArticleList? = nil, interactor: ArticleInteractor, chats: ChatsInteractor? = nil,
        router: Router, trail: ArticleReadingTrail? = nil, clock: NowProvider
    ) {
        self.articleID = articleID
        self.list = list
        self.trail = trail
        self.chatsAbout = chats.map { ArticleChats(interactor: $0, router: router, clock: clock) }
        self.loadTime = LoadTime(clock: clock)
        super.init(interactor: interactor, router: router)
    }

    /// Loads the article and the reading order, and marks the article as read unless it is
    /// locked. Called again when the reader is back on top, after an account was made, say.
    public func onAppear() async {
        do {
            let newestFirst = try await interactor.readingOrder()
            order = list.map { list in list.ids.compactMap { id in newestFirst.first { $0.id == id } } } ?? newestFirst
            article = newestFirst.first { $0.id == articleID }
            loadTime.restart()
            loadError = article == nil ? DomainError.notFound("article \(articleID)").message : nil
            guard let article else { return }
            if let list { trail?.record(article.id, at: list.title) }
            isLocked = try await interactor.access(to: article) == .needsAccount
            if !isLocked { marks = try await interactor.markRead(article) }
            await chatsAbout?.load(about: isLocked ? nil : ArticleReference(article))
        } catch {
            loadError = error.userMessage
        }
    }

    /// Shows the article again once it is on top, after an account was made for a locked one, say.
    public func onReappear() async { await onAppear() }

    /// Bookmarks the article, or removes its bookmark (`b`).
    public func toggleBookmark() async {
        guard let article else { return }
        do {
            marks = try await interactor.toggleBookmark(article, current: marks)
            router.show(Notice(marks.isBookmarked ? "Bookmarked: find it under Categories › Bookmarks" : "Bookmark removed"))
        } catch {
            router.show(Notice("Could not change the bookmark: \(error.userMessage)", isError: true))
        }
    }

    /// "Source · Author · 5 h ago".
    public var byline: String { byline(at: loadTime.time) }

    private func byline(at time: RelativeTime) -> String {
        guard let article else { return "" }
        return [article.source, article.author, time.string(for: article.publishedAt)].joined(separator: " · ")
    }

    /// The byline's age, and the chats', move on while an article shows.
    public var showsAges: Bool { article != nil }

    public func catchUpWithClock() {
        if loadTime.isBehindClock(byline(at:)) { loadTime.restart() }
        chatsAbout?.catchUpWithClock()
    }

    /// Opens the article's link in the browser (`o`).
    public func openInBrowser() async {
        guard let article else { return }
        do {
            try await interactor.openInBrowser(article)
            router.show(.opened(article.url.absoluteString))
        } catch {
            router.show(Notice("Could not open the link: \(error.userMessage)", isError: true))
        }
    }

    /// Back to the list it was opened from (Esc).
    public func back() { router.pop() }

    /// Opens the form that makes an account (Enter on a locked article); the article shows once
    /// the account exists.
    public func createAccount() { router.present(.createAccount(then: nil)) }
}
