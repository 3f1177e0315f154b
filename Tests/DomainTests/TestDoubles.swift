import Domain
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

struct StubAvatarService: AvatarService {
    var load: CatalogLoad<Avatar>
    init(_ avatars: [Avatar], problems: [CatalogProblem] = []) {
        load = CatalogLoad(items: avatars, problems: problems)
    }
    func allAvatars() async throws -> CatalogLoad<Avatar> { load }
}

struct StubNewsService: NewsService {
    var load: CatalogLoad<NewsArticle>
    init(_ articles: [NewsArticle], problems: [CatalogProblem] = []) {
        load = CatalogLoad(items: articles, problems: problems)
    }
    func allArticles() async throws -> CatalogLoad<NewsArticle> { load }
}

struct FailingAvatars: AvatarService {
    func allAvatars() async throws -> CatalogLoad<Avatar> { throw DomainError.unavailable("avatars") }
}

struct FailingNews: NewsService {
    func allArticles() async throws -> CatalogLoad<NewsArticle> { throw DomainError.unavailable("news") }
}

actor ProfileStore: ProfileService {
    private(set) var saved: [Profile] = []
    private var profile: Profile?
    init(_ profile: Profile? = nil) { self.profile = profile }
    func currentProfile() async throws -> Profile? { profile }
    func save(_ profile: Profile) async throws {
        saved.append(profile)
        self.profile = profile
    }
}

actor OpenerSpy: URLOpener {
    private(set) var opened: [URL] = []
    func open(_ url: URL) async throws { opened.append(url) }
}

/// Replies with "<name> heard <n> message(s)" split in two pieces, so tests can see what it was given.
struct EchoResponder: ChatResponder {
    func reply(as avatar: Avatar, to history: [ChatMessage]) -> AsyncThrowingStream<String, Error> {
        let pieces = ["\(avatar.name) heard ", "\(history.count): \(history.last?.text ?? "")"]
        return AsyncThrowingStream { continuation in
            for piece in pieces { continuation.yield(piece) }
            continuation.finish()
        }
    }
}

func collect(_ stream: AsyncThrowingStream<String, Error>) async throws -> [String] {
    var pieces: [String] = []
    for try await piece in stream { pieces.append(piece) }
    return pieces
}
