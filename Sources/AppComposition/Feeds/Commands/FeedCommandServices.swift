import ConfigFile
import DataAccess
import Domain
import Foundation

/// What `aichats news` and `aichats refresh` work on: the feed list, the cache in the data
/// folder's database and, for a refresh, the fetcher. No terminal UI is started.
public struct FeedCommandServices: Sendable {
    public let list: any FeedListStore
    /// Nil when the data folder holds no database yet: there is nothing cached to list.
    public let cache: (any FeedCache)?
    /// The data folder's refresh lock, shared with the app: one refresh at a time.
    public var lock: any FeedRefreshLock = NoFeedRefreshLock()
    /// What opening the database found, for stderr and the log (`StartNote.found`): an update
    /// from an older aichats's format, a file that is not private.
    public var notes: [StartNote] = []

    /// The feed list of `environment` and the cache in `dataFolder`'s database. With `create`
    /// false, a missing database is not made (`cache` is nil), but a data folder that is a file
    /// throws, as it does for a refresh; a database that cannot be opened throws its message, and
    /// the file is left as it was; one that exists but cannot be written (a full disk, a read-only
    /// file or folder) is opened for reading, as the app opens it, and with `create` (a refresh,
    /// which could store nothing) throws what the app says of it at start. A message names
    /// `folderSetting` as the way to choose another folder.
    /// The cache keeps `maximumPerFeed` items of a feed (0: every item; nil: 1,000).
    public static func open(
        dataFolder: URL, environment: [String: String], create: Bool, folderSetting: String = "--data-dir",
        maximumPerFeed: Int? = nil
    ) throws(StartupFailure) -> FeedCommandServices {
        let list = FeedListFile.store(environment: environment)
        let file = dataFolder.appendingPathComponent(AppDatabase.fileName)
        var isFolder: ObjCBool = false
        if !create, FileManager.default.fileExists(atPath: dataFolder.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw StartupFailure(message: "cannot read \(dataFolder.path) (it is a file, not a folder). "
                + "Move the file away or point \(folderSetting) elsewhere.")
        }
        do {
            // A link that leads nowhere is not a missing database: listing nothing would hide it.
            try AppDatabase.requireFile(at: file.path)
        } catch {
            throw StartupFailure(message: error.message(folderSetting: folderSetting))
        }
        guard create || FileManager.default.fileExists(atPath: file.path) else { return FeedCommandServices(list: list, cache: nil) }
        let database: AppDatabase
        do {
            database = try AppDatabase(folder: dataFolder, readOnlyWhenUnwritable: true)
        } catch {
            throw StartupFailure(message: create ? refusal(error, folderSetting: folderSetting) : error.message(folderSetting: folderSetting))
        }
        // Listing reads only: on a full disk it reads what is cached; a refresh stops, saying so as the app does.
        if create, let failure = database.readOnlyBecause { throw StartupFailure(message: ReadOnlyDatabaseText.refresh(failure)) }
        return FeedCommandServices(list: list, cache: SQLiteFeedCache(
            database: database, maximumPerFeed: maximumPerFeed ?? SQLiteFeedCache.defaultMaximumPerFeed),
            lock: FileFeedRefreshLock(folder: dataFolder), notes: StartNote.found(opening: database))
    }

    /// Why a refresh stops before it starts when its database cannot be opened: on a full disk
    /// (a database that needs making, which cannot even be read), what `R` on the feed screens says
    /// ("Not refreshed: the disk is full, nothing can be saved"), with the file and what to do.
    static func refusal(_ error: DatabaseOpenError, folderSetting: String) -> String {
        guard case .diskFull(let path) = error else { return error.message(folderSetting: folderSetting) }
        return "not refreshed: the disk is full, nothing can be saved in \(ControlEscapes.visible(path)). "
            + "Free some space, or point \(folderSetting) elsewhere."
    }

    /// How many items the cache keeps of a feed: `[feeds] max_items` of `config.toml` (0: every
    /// item), else 1,000; a mistake in the file stops the command as it stops the app (exit code 2).
    public static func maximumPerFeed(environment: [String: String]) throws(StartupFailure) -> Int {
        try AppConfigFile.load(AppConfigFile.location(environment: environment)).config.feeds.maxItems
            ?? SQLiteFeedCache.defaultMaximumPerFeed
    }

    /// The title each feed cached in `dataFolder` gave itself, by URL, read without changing
    /// anything there; none when there is no database yet.
    public static func cachedFeedTitles(dataFolder: URL) -> [String: String] {
        SQLiteFeedCache.feedTitles(inFolder: dataFolder)
    }

    /// The fetcher a live refresh uses: a few pooled `aichats-http`, found beside the app; call
    /// its `finish` before the command exits.
    public static func liveFetcher() -> HelperFeedFetcher {
        HelperFeedFetcher()
    }
}
