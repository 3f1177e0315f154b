import Foundation

public protocol NewsService: Sendable {
    /// Every article, with the records that could not be read.
    func allArticles() async throws -> CatalogLoad<NewsArticle>
}
