import Data
import Domain
import Foundation
import Logging

/// Every service the app uses, assembled once and handed to the module factories.
public struct AppDependencies: Sendable {
    /// Avatars: the catalog's and the user's, with the chats opened counted into popularity.
    public var avatars: any AvatarService
    /// The avatars the user made.
    public var userAvatars: any UserAvatarStore
    /// How often chats with each avatar were opened.
    public var popularity: any PopularityStore
    /// Which articles were read and bookmarked.
    public var articleMarks: any ArticleMarksStore
    /// News.
    public var news: any NewsService
    /// The user's profile.
    public var profiles: any ProfileService
    /// Chats and their messages.
    public var chatStore: any ChatStore
    /// The message being written in each chat.
    public var drafts: any DraftStore
    /// Who writes the avatars' replies.
    public var responder: any ChatResponder
    /// Opens links in a browser.
    public var urlOpener: any URLOpener
    /// The clock every time rule uses.
    public var clock: NowProvider
    /// Where exported chats go.
    public var exporter: any DocumentExporter

    /// Creates a set of dependencies; `avatars` combines the catalog's avatars with the user's
    /// store and the popularity counts. Exports go to a temporary folder unless given.
    public init(
        catalogAvatars: any AvatarService, news: any NewsService, profiles: any ProfileService,
        chatStore: any ChatStore, drafts: any DraftStore, userAvatars: any UserAvatarStore, popularity: any PopularityStore,
        articleMarks: any ArticleMarksStore, responder: any ChatResponder, urlOpener: any URLOpener,
        clock: NowProvider,
        exporter: any DocumentExporter = FileDocumentExporter(
            folder: FileManager.default.temporaryDirectory.appendingPathComponent("aichats-exports"))
    ) {
        self.avatars = PersonalizedAvatarService(catalog: catalogAvatars, userAvatars: userAvatars, popularity: popularity)
        self.userAvatars = userAvatars
        self.popularity = popularity
        self.articleMarks = articleMarks
        self.news = news
        self.profiles = profiles
        self.chatStore = chatStore
        self.drafts = drafts
        self.responder = responder
        self.urlOpener = urlOpener
        self.clock = clock
        self.exporter = exporter
    }

    /// The real app: the embedded catalog, the offline persona responder, and the profile and
    /// chats in the SQLite database when one is given (in memory otherwise, as for `aichats render`).
    public static func live(launchedAt: Date = Date(), database: AppDatabase? = nil) -> AppDependencies {
        live(catalog: EmbeddedCatalog(launchedAt: launchedAt), launchedAt: launchedAt, database: database)
    }

    private static func live(catalog: EmbeddedCatalog, launchedAt: Date, database: AppDatabase?) -> AppDependencies {
        let avatarStore: any UserAvatarStore & PopularityStore =
            database.map { SQLiteAvatarStore(database: $0) } ?? InMemoryAvatarStore()
        let memory = InMemoryChatStore()
        return AppDependencies(
            catalogAvatars: EmbeddedAvatarService(catalog: catalog), news: EmbeddedNewsService(catalog: catalog),
            profiles: database.map { SQLiteProfileService(database: $0) } ?? InMemoryProfileService(),
            chatStore: database.map { SQLiteChatStore(database: $0) } ?? memory,
            drafts: database.map { SQLiteDraftStore(database: $0) } ?? memory,
            userAvatars: avatarStore, popularity: avatarStore,
            articleMarks: database.map { SQLiteArticleMarksStore(database: $0) } ?? InMemoryArticleMarksStore(),
            responder: liveResponder(seed: UInt64(launchedAt.timeIntervalSince1970)),
            urlOpener: ProcessURLOpener(), clock: .system)
    }

    /// The real app with its database in `dataFolder`; the error's message names the file and
    /// says what to do when the database cannot be opened (the file is then left as it was).
    /// Failed replies go to `logger` when one is given.
    public static func live(dataFolder: URL, launchedAt: Date = Date(), logger: Logger? = nil) throws(StartupFailure)
        -> AppDependencies
    {
        // The catalog's files are read while the database opens.
        let catalog = EmbeddedCatalog(launchedAt: launchedAt)
        catalog.prefetch()
        do {
            var deps = live(catalog: catalog, launchedAt: launchedAt, database: try AppDatabase(folder: dataFolder))
            deps.exporter = FileDocumentExporter(folder: dataFolder.appendingPathComponent("exports"))
            if let logger { deps.responder = LoggingResponder(base: deps.responder, logger: logger) }
            return deps
        } catch {
            throw StartupFailure(message: error.message)
        }
    }

    /// The OpenAI-compatible server named by `AICHATS_API_BASE` (with `AICHATS_API_KEY` and
    /// `AICHATS_MODEL`), or the offline persona responder when none is configured.
    static func liveResponder(seed: UInt64, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> any ChatResponder
    {
        OpenAICompatibleResponder.fromEnvironment(environment) ?? OfflinePersonaResponder(seed: seed)
    }

    /// Deterministic fixtures at a fixed time, for tests and `render --data mock`.
    public static var mock: AppDependencies { mock(.standard) }

    /// Fixtures of one variant (CJK-heavy, empty, with a bad record), optionally signed in.
    public static func mock(_ variant: FixtureCatalog.Variant, profile: Profile? = nil) -> AppDependencies {
        let avatarStore = InMemoryAvatarStore()
        let chats = InMemoryChatStore(clock: FixtureCatalog.clock)
        return AppDependencies(
            catalogAvatars: FixtureCatalog.avatarService(variant), news: FixtureCatalog.newsService(variant),
            profiles: InMemoryProfileService(profile: profile), chatStore: chats, drafts: chats,
            userAvatars: avatarStore, popularity: avatarStore, articleMarks: InMemoryArticleMarksStore(),
            responder: OfflinePersonaResponder(seed: 7, delay: .zero),
            urlOpener: RecordingURLOpener(), clock: FixtureCatalog.clock)
    }

    /// Services that fail to load, for the error states.
    public static var failing: AppDependencies {
        var deps = mock
        deps.avatars = FailingAvatarService()
        deps.news = FailingNewsService()
        return deps
    }
}

/// Why the app could not start, in words for the user.
public struct StartupFailure: Error, Sendable {
    /// The message, naming the file or folder at fault and what to do.
    public let message: String
}

/// A URL opener that only remembers what it was asked to open.
public actor RecordingURLOpener: URLOpener {
    /// The addresses opened so far.
    public private(set) var opened: [URL] = []

    /// Creates an opener with nothing opened.
    public init() {}

    /// Remembers the address.
    public func open(_ url: URL) async throws { opened.append(url) }
}
