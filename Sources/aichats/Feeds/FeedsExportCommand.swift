import AppComposition
import ArgumentParser
import Domain

/// `aichats feeds export`.
struct FeedsExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the feed list as OPML 2.0 to stdout.",
        discussion: """
            Feeds are grouped under an outline named for their first tag (untagged feeds at the \
            top level); a feed's text is its "~Title", else the title the feed gave itself (read \
            from the cache in the data folder, which is not changed), else its URL; \
            aichats:titleFrom says whether that text is your "~Title" (user) or not (feed); all its \
            tags are in its category attribute. Hidden feeds are included (OPML cannot mark them \
            hidden). 'aichats feeds import' reads the file back with the same feeds, tags and \
            titles, pinning only yours. \
            E.g. aichats feeds export > feeds.opml
            """
    )

    @OptionGroup var dataFolder: DataFolderOption

    func validate() throws {
        try dataFolder.check()
    }

    func run() throws {
        let list = try FeedListAccess.run { store throws(FeedListError) in try store.list() }
        FeedListAccess.report(list.problems, in: FeedListAccess.file.path)
        let titles = FeedCommandServices.cachedFeedTitles(dataFolder: dataFolder.resolved)
        try output(FeedOPML.document(for: list.feeds, ownTitles: titles), terminator: "")
    }
}
