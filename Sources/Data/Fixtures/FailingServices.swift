import Domain
import Foundation

/// An avatar service whose data can never be read.
public struct FailingAvatarService: AvatarService {
    /// What the thrown `DomainError.unavailable` names.
    public let what: String

    /// Creates the service; `what` is the missing source, such as "avatars.json: disk error".
    public init(what: String = "avatars.json: the file cannot be read") { self.what = what }

    /// Always throws `DomainError.unavailable(what)`.
    public func allAvatars() async throws -> CatalogLoad<Avatar> {
        throw DomainError.unavailable(what)
    }
}

/// A news service whose data can never be read.
public struct FailingNewsService: NewsService {
    /// What the thrown `DomainError.unavailable` names.
    public let what: String

    /// Creates the service; `what` is the missing source, such as "news.json: disk error".
    public init(what: String = "news.json: the file cannot be read") { self.what = what }

    /// Always throws `DomainError.unavailable(what)`.
    public func allArticles() async throws -> CatalogLoad<NewsArticle> {
        throw DomainError.unavailable(what)
    }
}
