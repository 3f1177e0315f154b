import Domain

/// The `NewsService` double: answers every call with the same load, or always fails.
public struct StubNewsService: NewsService {
    private let answer: Result<CatalogLoad<NewsArticle>, DomainError>

    /// A catalog of these articles, with the rejected records given.
    public init(_ articles: [NewsArticle], problems: [CatalogProblem] = []) {
        answer = .success(CatalogLoad(items: articles, problems: problems))
    }

    /// A catalog that answers with `load`.
    public init(load: CatalogLoad<NewsArticle>) { answer = .success(load) }

    private init(failure: DomainError) { answer = .failure(failure) }

    /// A catalog that cannot be read: every call throws `DomainError.unavailable(what)`.
    public static func failing(_ what: String = "news.json: the file cannot be read") -> StubNewsService {
        StubNewsService(failure: .unavailable(what))
    }

    public func allArticles() async throws -> CatalogLoad<NewsArticle> { try answer.get() }
}
