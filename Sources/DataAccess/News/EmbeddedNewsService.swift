import Domain
import Foundation

/// Serves the articles of an `EmbeddedCatalog`.
public struct EmbeddedNewsService: NewsService {
    private let catalog: EmbeddedCatalog

    public init(catalog: EmbeddedCatalog) { self.catalog = catalog }

    public func allArticles() async throws -> CatalogLoad<NewsArticle> {
        try await catalog.articles()
    }
}
