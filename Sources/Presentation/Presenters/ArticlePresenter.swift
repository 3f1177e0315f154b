import Domain
import Foundation
import Observation

/// The Article reader's state and intents.
@MainActor @Observable
public final class ArticlePresenter {
    /// The article, nil until loaded.
    public private(set) var article: NewsArticle?
    /// Why loading failed, if it did.
    public private(set) var loadError: String?
    /// The first body line shown (the view clamps it to the text's length).
    public private(set) var scrollOffset = 0
    /// Whether the article is read (it is, once shown) and bookmarked.
    public private(set) var marks = ArticleMarks()

    private let articleID: String
    private var order: [NewsArticle] = []
    private let interactor: ArticleInteractor
    private let gate: ArticleGate
    private let router: Router
    private let time: RelativeTime

    /// Creates the presenter for one article.
    public init(articleID: String, interactor: ArticleInteractor, gate: ArticleGate, router: Router, now: Date) {
        self.articleID = articleID
        self.interactor = interactor
        self.gate = gate
        self.router = router
        self.time = RelativeTime(now: now)
    }

    /// Loads the article and the reading order, and marks the article as read.
    public func onAppear() async {
        do {
            order = try await interactor.readingOrder()
            article = order.first { $0.id == articleID }
            loadError = article == nil ? DomainError.notFound("article \(articleID)").message : nil
            if let article { marks = try await interactor.markRead(article) }
        } catch {
            loadError = error.userMessage
        }
    }

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
    public var byline: String {
        guard let article else { return "" }
        return [article.source, article.author, time.string(for: article.publishedAt)].joined(separator: " · ")
    }

    /// "3 of 64" in reading order.
    public var position: String {
        guard let index = order.firstIndex(where: { $0.id == articleID }) else { return "" }
        return "\(index + 1) of \(order.count)"
    }

    /// Scrolls by `delta` lines, staying within 0…maxOffset.
    public func scroll(by delta: Int, maxOffset: Int) {
        scrollOffset = min(max(0, scrollOffset + delta), max(0, maxOffset))
    }

    /// Scrolls to the top or the end.
    public func scroll(toEnd: Bool, maxOffset: Int) { scrollOffset = toEnd ? max(0, maxOffset) : 0 }

    /// Opens the next (`n`) or previous (`p`) article in reading order, in place of this one.
    public func showNeighbour(_ step: Int) async {
        guard let index = order.firstIndex(where: { $0.id == articleID }) else { return }
        let target = index + step
        guard order.indices.contains(target) else {
            router.show(Notice(step > 0 ? "This is the last article" : "This is the first article"))
            return
        }
        await gate.open(order[target], replacingTop: true)
    }

    /// Opens the article's link in the browser (`o`).
    public func openInBrowser() async {
        guard let article else { return }
        do {
            try await interactor.openInBrowser(article)
            router.show(Notice("Opened \(article.url.absoluteString) in the browser"))
        } catch {
            router.show(Notice("Could not open the link: \(error.userMessage)", isError: true))
        }
    }
}
