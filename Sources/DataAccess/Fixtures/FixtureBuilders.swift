import Domain
import Foundation

extension FixtureCatalog {
    /// The instant `days` days before `referenceDate`.
    static func daysAgo(_ days: Int) -> Date {
        referenceDate.addingTimeInterval(-Double(days) * 86_400)
    }

    /// The instant `minutes` minutes before `referenceDate`.
    static func minutesAgo(_ minutes: Int) -> Date {
        referenceDate.addingTimeInterval(-Double(minutes) * 60)
    }

    /// An avatar created `days` days before `referenceDate`.
    static func avatar(
        _ id: String, _ name: String, _ character: CharacterOption, _ action: String, _ location: String,
        by author: String, daysAgo days: Int, popularity: Int
    ) -> Avatar {
        Avatar(
            id: id, name: name, character: character, action: action, location: location,
            author: author, createdAt: daysAgo(days), popularity: popularity)
    }

    /// An article published `minutes` minutes before `referenceDate`, with an address built from its id.
    static func article(
        _ id: String, _ category: NewsCategory, title: String, summary: String, paragraphs: [String],
        source: String, author: String, minutesAgo minutes: Int, premium: Bool = false
    ) -> NewsArticle {
        NewsArticle(
            id: id, title: title, summary: summary, paragraphs: paragraphs, source: source,
            author: author, url: link(category: category, id: id), category: category,
            publishedAt: minutesAgo(minutes), isPremium: premium)
    }

    private static func link(category: NewsCategory, id: String) -> URL {
        var components = URLComponents()
        components.scheme = "https"
        components.host = "news.example.com"
        components.path = "/\(category.rawValue)/\(id)"
        return components.url ?? URL(fileURLWithPath: "/")
    }
}
