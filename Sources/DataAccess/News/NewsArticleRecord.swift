import Domain
import Foundation

/// An article as stored in news.json; `premium` may be left out (false).
struct NewsArticleRecord: CatalogRecord {
    var id: String?
    var title: String?
    var summary: String?
    var body: [String]?
    var source: String?
    var author: String?
    var url: String?
    var category: String?
    var ageMinutes: Int?
    var premium: Bool?

    enum CodingKeys: String, CodingKey {
        case id, title, summary, body, source, author, url, category, premium
        case ageMinutes = "age_minutes"
    }
}

extension NewsArticleRecord {
    static let fileName = "news.json"

    func item(launchedAt: Date) throws(RecordRejection) -> NewsArticle {
        NewsArticle(
            id: try RecordField.text(id, "id"),
            title: try RecordField.text(title, "title"),
            summary: try RecordField.text(summary, "summary"),
            paragraphs: try paragraphs(),
            source: try RecordField.text(source, "source"),
            author: try RecordField.text(author, "author"),
            url: try RecordField.webURL(url, "url"),
            category: try RecordField.choice(category, "category", as: NewsCategory.self, label: "category"),
            publishedAt: try RecordField.date(ageOf: ageMinutes, "age_minutes", unit: 60, before: launchedAt),
            isPremium: premium ?? false
        )
    }

    private func paragraphs() throws(RecordRejection) -> [String] {
        guard let body else { throw RecordRejection("missing body") }
        var paragraphs: [String] = []
        for (index, paragraph) in body.enumerated() {
            paragraphs.append(try RecordField.text(paragraph, "body[\(index)]"))
        }
        guard !paragraphs.isEmpty else { throw RecordRejection("empty body") }
        return paragraphs
    }
}
