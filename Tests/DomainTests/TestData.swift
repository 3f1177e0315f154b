import Domain
import DomainDoubles
import Foundation

/// The fixed "now" every domain test measures against.
let referenceNow = Date(timeIntervalSince1970: 1_700_000_000)

let hour: TimeInterval = 3600
let day: TimeInterval = 24 * hour

/// Builds an avatar with only the fields a test cares about.
func makeAvatar(
    _ id: String, name: String? = nil, _ character: CharacterOption = .cat, popularity: Int = 0,
    createdDaysAgo: Double = 1, action: String = "sleeping", location: String = "in the park"
) -> Avatar {
    Avatar(
        id: id, name: name ?? id, character: character, action: action, location: location,
        author: "Tester", createdAt: referenceNow.addingTimeInterval(-createdDaysAgo * day), popularity: popularity)
}

/// Builds an article published `age` seconds before `referenceNow`.
func makeArticle(
    _ id: String, _ category: NewsCategory = .technology, age: TimeInterval = hour, premium: Bool = false,
    title: String? = nil, summary: String = "A summary.", url: String? = nil
) -> NewsArticle {
    NewsArticle(
        id: id, title: title ?? "Title \(id)", summary: summary, paragraphs: ["Body."], source: "Source",
        author: "Author", url: URL(string: url ?? "https://news.example.com/\(id)") ?? URL(fileURLWithPath: "/"),
        category: category, publishedAt: referenceNow.addingTimeInterval(-age), isPremium: premium)
}

/// Replies with "<name> heard <n>: <last text>" in two pieces, so tests can see what it was given.
func echoResponder() -> ScriptedResponder {
    ScriptedResponder { avatar, history in ["\(avatar.name) heard ", "\(history.count): \(history.last?.text ?? "")"] }
}

func collect(_ stream: AsyncThrowingStream<String, Error>) async throws -> [String] {
    var pieces: [String] = []
    for try await piece in stream { pieces.append(piece) }
    return pieces
}
