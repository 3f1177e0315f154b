import Domain
import Foundation

/// An avatar service that always returns the same load; `StaticAvatarService([])` is the empty catalog.
public struct StaticAvatarService: AvatarService {
    /// What every call returns.
    public let load: CatalogLoad<Avatar>

    public init(_ load: CatalogLoad<Avatar>) { self.load = load }

    public init(_ avatars: [Avatar]) { self.load = CatalogLoad(items: avatars) }

    public func allAvatars() async throws -> CatalogLoad<Avatar> { load }
}

/// A news service that always returns the same load; `StaticNewsService([])` is the empty catalog.
public struct StaticNewsService: NewsService {
    /// What every call returns.
    public let load: CatalogLoad<NewsArticle>

    public init(_ load: CatalogLoad<NewsArticle>) { self.load = load }

    public init(_ articles: [NewsArticle]) { self.load = CatalogLoad(items: articles) }

    public func allArticles() async throws -> CatalogLoad<NewsArticle> { load }
}
