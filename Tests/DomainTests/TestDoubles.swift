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
    private(set) var isGuest = false
    func hasLeftWelcome() async throws -> Bool { profile != nil || isGuest }
    func leaveWelcomeAsGuest() async throws { isGuest = true }
    func deleteAccount() async throws {
        profile = nil
        isGuest = false
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

/// A chat store in memory that logs every write, shared with a `LoggingResponder` to check order.
actor RecordingChatStore: ChatStore {
    let log: EventLog
    private var chat: Chat?
    private(set) var stored: [ChatMessage] = []
    private(set) var updates: [(text: String, state: MessageState)] = []

    init(log: EventLog = EventLog(), messages: [ChatMessage] = []) {
        self.log = log
        stored = messages
    }

    func chat(for avatarID: String) -> Chat {
        if let chat { return chat }
        let started = Chat(avatarID: avatarID, createdAt: referenceNow, modifiedAt: referenceNow)
        chat = started
        return started
    }

    func chats() -> [ChatSummary] { [] }

    /// Why writes fail from now on; nil lets them succeed.
    private(set) var refusal: DomainError?
    func refuseWrites(_ error: DomainError?) { refusal = error }

    func append(_ message: ChatMessage, to chatID: UUID) throws -> ChatMessage {
        if let refusal { throw refusal }
        log.record("append \(message.role.rawValue) \(message.state.rawValue) \(message.text)")
        stored.append(message)
        return message
    }

    func update(messageID: UUID, text: String, state: MessageState) throws {
        if let refusal { throw refusal }
        guard let index = stored.firstIndex(where: { $0.id == messageID }) else { throw DomainError.notFound("message") }
        log.record("update \(state.rawValue) \(text)")
        stored[index].text = text
        stored[index].state = state
        updates.append((text, state))
    }

    func messages(in chatID: UUID, before: UUID?, limit: Int) throws -> [ChatMessage] {
        let end = try before.map { id in
            guard let index = stored.firstIndex(where: { $0.id == id }) else { throw DomainError.notFound("message") }
            return index
        } ?? stored.count
        return Array(stored[max(0, end - limit)..<end])
    }

    func messageCount(in chatID: UUID) -> Int { stored.count }
    func deleteChat(_ chatID: UUID) {}

    /// The times passed to `markViewed`, in order.
    private(set) var viewedThrough: [Date] = []

    func markViewed(_ chatID: UUID, through time: Date) throws {
        if let refusal { throw refusal }
        viewedThrough.append(time)
    }
}

/// Drafts in memory, for any chat id.
actor DraftsInMemory: DraftStore {
    private(set) var drafts: [UUID: String] = [:]

    func draft(in chatID: UUID) -> String { drafts[chatID] ?? "" }
    func saveDraft(_ text: String, in chatID: UUID) { drafts[chatID] = text.isEmpty ? nil : text }
}

/// Article marks in memory.
actor MarksStore: ArticleMarksStore {
    private(set) var marks: [String: ArticleMarks]
    init(_ marks: [String: ArticleMarks] = [:]) { self.marks = marks }
    func allMarks() -> [String: ArticleMarks] { marks }
    func markRead(_ articleID: String, at time: Date) {
        if marks[articleID]?.readAt == nil { marks[articleID, default: ArticleMarks()].readAt = time }
    }
    func setBookmark(_ articleID: String, at time: Date?) { marks[articleID, default: ArticleMarks()].bookmarkedAt = time }
    func removeAll() { marks.removeAll() }
}

/// User-made avatars and open counts in memory.
actor AvatarStore: UserAvatarStore, PopularityStore {
    private(set) var saved: [Avatar] = []
    private(set) var counts: [String: Int] = [:]
    func userAvatars() -> [Avatar] { saved.reversed() }
    func save(_ avatar: Avatar) { saved.append(avatar) }
    func removeAll() { saved.removeAll() }
    func openCounts() -> [String: Int] { counts }
    func recordOpen(of avatarID: String) { counts[avatarID, default: 0] += 1 }
}

/// Lines recorded by test doubles, in order.
final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func record(_ line: String) { lock.withLock { lines.append(line) } }
    var entries: [String] { lock.withLock { lines } }
}

/// A clock the test moves by hand.
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var date = referenceNow
    func advance(by seconds: TimeInterval) { lock.withLock { date += seconds } }
    var provider: NowProvider { NowProvider { [self] in lock.withLock { date } } }
}

/// Streams the given pieces; before each one it runs `beforePiece` (to move a clock), and it
/// logs when the reply is requested. Throws `failure` at the end when given.
struct LoggingResponder: ChatResponder {
    var log: EventLog
    var pieces: [String]
    var failure: DomainError?
    var beforePiece: @Sendable (Int) -> Void = { _ in }

    func reply(as avatar: Avatar, to history: [ChatMessage]) -> AsyncThrowingStream<String, Error> {
        log.record("reply requested after \(history.count)")
        let (pieces, failure, beforePiece) = (pieces, failure, beforePiece)
        let counter = Counter()
        return AsyncThrowingStream(unfolding: {
            let index = counter.next()
            guard index < pieces.count else {
                if let failure { throw failure }
                return nil
            }
            beforePiece(index)
            return pieces[index]
        })
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int {
        lock.withLock {
            defer { value += 1 }
            return value
        }
    }
}

/// Replies with a stream the test feeds by hand.
struct HandFedResponder: ChatResponder {
    let stream: AsyncThrowingStream<String, Error>
    func reply(as avatar: Avatar, to history: [ChatMessage]) -> AsyncThrowingStream<String, Error> { stream }
}
