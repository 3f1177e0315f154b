import Foundation

/// Decides whether news is hot or fresh.
public struct NewsFreshness: Sendable {
    /// Articles younger than this are hot.
    public static let hotWindow: TimeInterval = 24 * 3600
    /// Articles younger than this are fresh.
    public static let freshWindow: TimeInterval = 7 * 24 * 3600

    /// The instant "now" is measured against.
    public let now: Date

    public init(now: Date) { self.now = now }

    /// Hot means published within the last 24 hours.
    public func isHot(_ article: NewsArticle) -> Bool { isHot(publishedAt: article.publishedAt) }

    /// The same rule for anything published at `date`, such as a feed item.
    public func isHot(publishedAt date: Date) -> Bool {
        let age = now.timeIntervalSince(date)
        return age >= 0 && age < Self.hotWindow
    }

    /// Fresh means published within the last 7 days, or hot.
    public func isFresh(_ article: NewsArticle) -> Bool { isFresh(publishedAt: article.publishedAt) }

    public func isFresh(publishedAt date: Date) -> Bool {
        let age = now.timeIntervalSince(date)
        return isHot(publishedAt: date) || (age >= 0 && age < Self.freshWindow)
    }
}
