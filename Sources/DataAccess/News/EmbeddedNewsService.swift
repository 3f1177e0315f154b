import Domain
import Foundation

/// Serves the articles of an `EmbeddedCatalog`.
public struct EmbeddedNewsService: NewsService {
    private let catalog: EmbeddedCatalog

    /// Creates the service over a catalog.
    public init(catalog: EmbeddedCatalog) { self.catalog = catalog }

    /// Every article in the catalog, with the records that could not be read.
    public func allArticles() async throws -> CatalogLoad<NewsArticle> {
        try await catalog.articles()
    }
}
