import Foundation

/// Where the user's feed list lives (a newsboat-compatible `urls` file). Every change keeps
/// whatever else the user wrote there: comments, blank lines, lines aichats does not use, order.
public protocol FeedListStore: Sendable {
    /// The feeds; a missing list is empty. Throws `.unreadable` only when nothing can be read.
    func list() throws(FeedListError) -> FeedList

    /// Adds the feed at the end; refuses one already listed (`FeedList.checkAddition(of:)`).
    func add(_ subscription: FeedSubscription) throws(FeedListError)

    /// Removes the feed listed under any spelling of `address` and returns it; `.notListed` else.
    @discardableResult
    func remove(_ address: FeedAddress) throws(FeedListError) -> FeedSubscription

    /// Writes `newAddress` in place of the address of the feed listed under any spelling of
    /// `address`, keeping its tags, title and hidden mark, and every other line (`M` on Feeds:
    /// a feed that moved for good); returns the feed as now listed. Refuses a feed not listed
    /// (`.notListed`) and a new address listed already (`.alreadyListed`), as `remove` and `add` do.
    @discardableResult
    func moveFeed(_ address: FeedAddress, to newAddress: FeedAddress) throws(FeedListError) -> FeedSubscription

    /// Adds the feeds of another feed list file, an OPML file or a newsboat `urls` file (told by
    /// its content), that are not listed yet (`OPMLImport` says what an OPML feed becomes). An
    /// OPML file that gives no feeds throws `.opmlUnreadable`, a file that is neither
    /// `.notAFeedList`; either way the list is unchanged.
    func importFeeds(from file: URL) throws(FeedListError) -> FeedImportReport
}

/// What an import did.
public struct FeedImportReport: Sendable, Equatable {
    /// The feeds added, in the imported file's order.
    public var added: [FeedSubscription] = []
    /// Feeds of the imported file already in the list before the import.
    public var skipped: [FeedSubscription] = []
    /// Later entries of a feed the imported file lists more than once: the first one is
    /// imported with its tags and title, these are not.
    public var listedTwice: [FeedSubscription] = []
    /// `query:`, `exec:` and `filter:` lines of the imported file, which aichats does not use.
    public var notImported = 0
    /// The feed URLs that the file's `filter:CMD:URL` lines wrap, as written: the import names
    /// them, so that the user can add a feed without its filter (the command is never run).
    public var filteredFeeds: [String] = []
    /// The titles of an OPML file's feed outlines (`type="rss"`) that have no `xmlUrl`: nothing
    /// can be added for them, and the import names them.
    public var withoutAddress: [String] = []
    /// Folders and categories of an OPML file's added feeds that cannot be tags (`!`, `~evil`),
    /// each once: left out of the feeds' tags.
    public var leftOutTags: [String] = []
    /// Lines of the imported file that could not be read, or OPML feeds that are not feeds aichats can fetch.
    public var problems: [FeedListProblem] = []

    public init() {}
}
