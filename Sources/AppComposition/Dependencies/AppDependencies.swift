import ConfigFile
import DataAccess
import Domain
import Foundation
import Logging
import Presentation

/// Every service the app uses, assembled once and handed to the module factories.
public struct AppDependencies: Sendable {
    /// Avatars: the catalog's and the user's, with the chats opened counted into popularity.
    public var avatars: any AvatarService
    /// The avatars the user made.
    public var userAvatars: any UserAvatarStore
    /// Each avatar's own system prompt, temperature and max tokens. The avatars read their
    /// prompts from it (their descriptions follow them), whichever store is set.
    public var avatarSettings: any AvatarSettingsStore {
        didSet { if let personalized = avatars as? PersonalizedAvatarService { avatars = personalized.reading(avatarSettings) } }
    }
    /// How often chats with each avatar were opened.
    public var popularity: any PopularityStore
    /// Which articles were read and bookmarked.
    public var articleMarks: any ArticleMarksStore
    public var news: any NewsService
    public var profiles: any ProfileService
    /// Chats and their messages.
    public var chatStore: any ChatStore
    /// The message being written in each chat.
    public var drafts: any DraftStore
    /// The savers of the replies, the app's one set: a reply the database refused is held there
    /// after its chat was left, and named when the app quits.
    public var replySavers = ReplySavers()
    /// The replies being written, the app's one set: a chat left with Alt-l goes on writing,
    /// Chats shows it, and quitting stores each one as far as it came.
    public var replyRuns = ReplyRuns()
    /// Who writes the avatars' replies.
    public var responder: any ChatResponder
    /// The configured backends and their models (the model picker, the Chat header); the
    /// offline persona alone unless `.live` found backends in the config file or the environment.
    public var modelCatalog: any ModelCatalog = OfflineModelCatalog()
    /// Opens links in a browser.
    public var urlOpener: any URLOpener
    /// Lends the terminal to a text browser; `Application` attaches its terminal.
    public var terminalHandoff = TerminalHandoff()
    /// The user's clipboard (OSC 52 on the terminal, set by the interactive session).
    public var clipboard: any Clipboard = NoTerminalClipboard()
    /// The clock every time rule uses.
    public var clock: NowProvider
    /// What the minute after which the ages on screen move on waits on (`Application+Ages`).
    public var sleeper: Sleeper = .system
    /// Where exported chats go.
    public var exporter: any DocumentExporter
    /// The subscribed feeds; empty until `useFeeds` (the embedded news show then).
    public internal(set) var feedList: any FeedListStore = FixtureFeedList()
    /// Opens the feed list in the user's editor (`E` on Feeds); the live one from `useLiveFeeds`.
    public internal(set) var feedListEditor: any FeedListEditor = FixtureFeedListEditor()
    /// The feeds' items, read and bookmark marks.
    public internal(set) var feedCache: any FeedCache = FixtureFeedCache()
    /// The app's one feed refresh, over the refresher `useFeeds` was given.
    public internal(set) var feedActivity = FeedRefreshActivity(runner: .none, clock: .system)
    /// The item the feed reader showed last, for the item list under it.
    public internal(set) var feedTrail = FeedReadingTrail()
    /// The article the reader showed last, for Explore or the category under it.
    public internal(set) var articleTrail = ArticleReadingTrail()
    /// The feed the Add feed form added, for the Feeds screen under it.
    public internal(set) var addedFeeds = AddedFeedTrail()
    /// The chat on screen last, for Chats under it.
    public internal(set) var chatTrail = ChatTrail()
    /// The row each category and item list had selected when it was left, for when it opens again.
    public internal(set) var categorySelections = CategorySelectionMemory()
    public internal(set) var feedItemsSelections = FeedItemsSelectionMemory()
    /// The database of `.live`, closed by `closeStorage()`.
    var database: AppDatabase?

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
        let settings = InMemoryAvatarSettingsStore()
        self.avatarSettings = settings
        self.avatars = PersonalizedAvatarService(
            catalog: catalogAvatars, userAvatars: userAvatars, popularity: popularity, settings: settings)
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

    /// The real app: the embedded catalog, the configured backends (the Chat header names the
    /// one that answers), and the profile and chats in the SQLite database when one is given (in
    /// memory otherwise, as for `aichats render`). A wrong config file or `AICHATS_API_BASE`
    /// gives the offline persona here: `aichats render` shows no reply.
    public static func live(
        launchedAt: Date = Date(), database: AppDatabase? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> AppDependencies {
        // No key is read: a render shows no reply, and must not run an api_key_command.
        let settings = try? ChatSettings.read(environment: environment)
        let responder = settings.map { liveResponder(seed: seed(launchedAt), settings: $0) }
            ?? OfflinePersonaResponder(seed: seed(launchedAt))
        var deps = live(catalog: EmbeddedCatalog(launchedAt: launchedAt), launchedAt: launchedAt, database: database,
                        responder: responder, browserEnvironment: environment)
        // Its keys are read only when a server's models are listed, which no render does.
        if let settings { deps.modelCatalog = settings.modelCatalog }
        return deps
    }

    private static func seed(_ launchedAt: Date) -> UInt64 { UInt64(launchedAt.timeIntervalSince1970) }

    private static func live(
        catalog: EmbeddedCatalog, launchedAt: Date, database: AppDatabase?, responder: any ChatResponder,
        browserEnvironment: [String: String]
    ) -> AppDependencies {
        let avatarStore: any UserAvatarStore & PopularityStore =
            database.map { SQLiteAvatarStore(database: $0) } ?? InMemoryAvatarStore()
        let handoff = TerminalHandoff()
        let memory = InMemoryChatStore()
        var deps = AppDependencies(
            catalogAvatars: EmbeddedAvatarService(catalog: catalog), news: EmbeddedNewsService(catalog: catalog),
            profiles: database.map { SQLiteProfileService(database: $0) } ?? InMemoryProfileService(),
            chatStore: database.map { SQLiteChatStore(database: $0) } ?? memory,
            drafts: DraftsKeptOnFailure(database.map { SQLiteDraftStore(database: $0) } ?? memory),
            userAvatars: avatarStore, popularity: avatarStore,
            articleMarks: database.map { SQLiteArticleMarksStore(database: $0) } ?? InMemoryArticleMarksStore(),
            responder: responder, urlOpener: ProcessURLOpener(environment: browserEnvironment, terminal: handoff),
            clock: .system)
        deps.terminalHandoff = handoff
        if let database { deps.avatarSettings = SQLiteAvatarSettingsStore(database: database) }
        return deps
    }

    /// The real app with its database in `dataFolder`; the error's message names the file and
    /// says what to do when the database cannot be opened (the file is then left as it was), or
    /// names the wrong backend setting (exit code 2; nothing is opened then). Failed replies,
    /// refused writes of chats and exports go to `logger` when one is given. The folder, the
    /// database and the exports are made private to the user (see `PrivateFiles`).
    public static func live(
        dataFolder: URL, launchedAt: Date = Date(), logger: Logger? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(StartupFailure) -> AppDependencies {
        try live(dataFolder: dataFolder, launchedAt: launchedAt, logger: logger, environment: environment,
                 settings: ChatSettings.load(environment: environment))
    }

    /// As above, with the backends and the `[ui]` settings already read (`ChatSettings.load`); a
    /// message about the data folder names `folderSetting` as the way to choose another. Without
    /// `keepingCopyBeforeUpdate` (a data folder that holds a copy, `aichats render`'s), an older
    /// aichats's database is updated without a copy of it kept first.
    public static func live(
        dataFolder: URL, launchedAt: Date = Date(), logger: Logger? = nil, environment: [String: String],
        settings: ChatSettings, folderSetting: String = "--data-dir", keepingCopyBeforeUpdate: Bool = true
    ) throws(StartupFailure) -> AppDependencies {
        let responder = liveResponder(seed: seed(launchedAt), settings: settings)
        let refreshMinutes = try refreshMinutes(environment: environment, configured: settings.ui.refreshMinutes)
        // The catalog's files are read while the database opens.
        let catalog = EmbeddedCatalog(launchedAt: launchedAt)
        catalog.prefetch()
        do {
            let database = try AppDatabase(
                folder: dataFolder, readOnlyWhenUnwritable: true, keepingCopyBeforeUpdate: keepingCopyBeforeUpdate)
            var deps = live(
                catalog: catalog, launchedAt: launchedAt, database: database, responder: responder,
                browserEnvironment: browserEnvironment(environment, settings: settings))
            deps.database = database
            deps.modelCatalog = settings.modelCatalog
            let exports = dataFolder.appendingPathComponent("exports")
            // Exports made before files were private are tightened too.
            PrivateFiles.tightenFolder(exports)
            deps.exporter = FileDocumentExporter(folder: exports)
            deps.useLiveFeeds(
                database: database, environment: environment, fetcher: HelperFeedFetcher(), refreshMinutes: refreshMinutes,
                maxItems: settings.config.feeds.maxItems ?? SQLiteFeedCache.defaultMaximumPerFeed, log: logger.map(FeedRefreshLog.init))
            if let logger {
                deps.responder = LoggingResponder(base: deps.responder, logger: logger)
                deps.exporter = LoggingExporter(base: deps.exporter, logger: logger)
                let writes = WriteFailureLog(logger: logger)
                deps.chatStore = LoggingChatStore(base: deps.chatStore, log: writes)
                deps.drafts = DraftsKeptOnFailure(LoggingDraftStore(base: SQLiteDraftStore(database: database), log: writes))
            }
            return deps
        } catch {
            throw StartupFailure(message: error.message(folderSetting: folderSetting))
        }
    }

    /// Deterministic fixtures at a fixed time, for tests and `render --data mock`.
    public static var mock: AppDependencies { mock(.standard) }

    /// Fixtures of one variant (CJK-heavy, empty, with a bad record), optionally signed in. Links
    /// open nowhere (`FixtureURLOpener`).
    public static func mock(_ variant: FixtureCatalog.Variant, profile: Profile? = nil) -> AppDependencies {
        let avatarStore = InMemoryAvatarStore()
        let chats = InMemoryChatStore(clock: FixtureCatalog.clock)
        return AppDependencies(
            catalogAvatars: FixtureCatalog.avatarService(variant), news: FixtureCatalog.newsService(variant),
            profiles: InMemoryProfileService(profile: profile), chatStore: chats, drafts: chats,
            userAvatars: avatarStore, popularity: avatarStore, articleMarks: InMemoryArticleMarksStore(),
            responder: OfflinePersonaResponder(seed: 7, delay: .zero),
            urlOpener: FixtureURLOpener(), clock: FixtureCatalog.clock)
    }

    /// Sample user data over the fixtures: a profile and three chats, for `aichats render
    /// profile` and `chats` when there is no user data to show.
    public static func sample() async -> AppDependencies {
        var deps = mock(.standard, profile: FixtureCatalog.profile)
        deps.chatStore = await FixtureChats.store()
        return deps
    }
}

/// Why the app could not start, in words for the user.
public struct StartupFailure: Error, Sendable {
    /// The message, naming the file, folder or setting at fault and what to do.
    public let message: String
    /// The process's exit code: 1 for a runtime failure, 2 for a wrong setting.
    public let exitCode: Int32

    public init(message: String, exitCode: Int32 = 1) {
        self.message = message
        self.exitCode = exitCode
    }
}
