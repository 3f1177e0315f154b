import Domain
import Foundation

/// An article as stored in news.json. Every field is optional so the mapper can say what is missing.
struct NewsArticleRecord: Codable, Equatable {
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

/// Turns article records into articles, dating them back from the launch time.
struct NewsArticleMapper {
    /// The file the records come from.
    static let fileName = "news.json"
    /// The instant ages are measured back from.
    let launchedAt: Date

    /// The article the record describes; throws when a field is missing or invalid.
    func article(from record: NewsArticleRecord) throws(RecordRejection) -> NewsArticle {
        NewsArticle(
            id: try RecordField.text(record.id, "id"),
            title: try RecordField.text(record.title, "title"),
            summary: try RecordField.text(record.summary, "summary"),
            paragraphs: try paragraphs(record.body),
            source: try RecordField.text(record.source, "source"),
            author: try RecordField.text(record.author, "author"),
            url: try RecordField.webURL(record.url, "url"),
            category: try RecordField.choice(record.category, "category", as: NewsCategory.self, label: "category"),
            publishedAt: try RecordField.date(
                ageOf: record.ageMinutes, "age_minutes", unit: 60, before: launchedAt),
            isPremium: record.premium ?? false
        )
    }

    private func paragraphs(_ body: [String]?) throws(RecordRejection) -> [String] {
        guard let body else { throw RecordRejection("missing body") }
        var paragraphs: [String] = []
        for (index, paragraph) in body.enumerated() {
            paragraphs.append(try RecordField.text(paragraph, "body[\(index)]"))
        }
        guard !paragraphs.isEmpty else { throw RecordRejection("empty body") }
        return paragraphs
    }
}
