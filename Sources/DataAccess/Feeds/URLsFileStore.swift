import Domain
import Foundation

/// The feed list in a newsboat-compatible `urls` file (`$XDG_CONFIG_HOME/aichats/urls`), so a
/// newsboat user can copy theirs over and both programs can read it. Each change reads the file
/// again and rewrites it at once, keeping every line it does not add or remove as it was.
public struct URLsFileStore: FeedListStore {
    public let file: URL
    /// Reads the OPML files imported: by default in the network helper, never in the app.
    let opmlReader: any OPMLReader
    private let memo = FeedListMemo()

    public init(file: URL, opmlReader: any OPMLReader = HelperOPMLReader()) {
        self.file = file
        self.opmlReader = opmlReader
    }

    public func list() throws(FeedListError) -> FeedList {
        let bytes = try FeedFileIO.read(file.path) ?? []
        return memo.list(of: bytes) { URLsFile(bytes: bytes).feedList }
    }

    public func add(_ subscription: FeedSubscription) throws(FeedListError) {
        try FeedListLock.whileChanging(file.path) { () throws(FeedListError) in
            var contents = try read()
            try contents.feedList.checkAddition(of: subscription)
            try contents.checkNotOnUnreadableLine(subscription.address)
            contents.append(URLsLine.text(for: subscription).utf8)
            try FeedFileIO.replace(file.path, with: contents.bytes)
        }
    }

    @discardableResult
    public func remove(_ address: FeedAddress) throws(FeedListError) -> FeedSubscription {
        try FeedListLock.whileChanging(file.path, makingFolder: false) { () throws(FeedListError) in
            var contents = try read()
            guard let feed = contents.feedList.feed(at: address) else { throw .notListed(address.text) }
            contents.removeLines(at: contents.lineIndices(of: feed.address))
            try FeedFileIO.replace(file.path, with: contents.bytes)
            return feed
        }
    }

    /// Rewrites the URL of each line that lists the feed, its tags, title, `!` and comment kept.
    @discardableResult
    public func moveFeed(_ address: FeedAddress, to newAddress: FeedAddress) throws(FeedListError) -> FeedSubscription {
        try FeedListLock.whileChanging(file.path, makingFolder: false) { () throws(FeedListError) in
            var contents = try read()
            var list = contents.feedList
            let moved = try list.moveFeed(at: address, to: newAddress)
            try contents.checkNotOnUnreadableLine(newAddress)
            contents.replaceURL(onLines: contents.lineIndices(of: address), with: newAddress.text)
            try FeedFileIO.replace(file.path, with: contents.bytes)
            return moved
        }
    }

    /// `source` `/dev/stdin` reads standard input to its end, a pipe too (`… | aichats feeds import -`).
    public func importFeeds(from source: URL) throws(FeedListError) -> FeedImportReport {
        let read = source.path == FeedFileIO.standardInput ? try FeedFileIO.readStandardInput() : try FeedFileIO.read(source.path)
        guard let bytes = read else {
            throw .unreadable(path: FeedFileIO.name(of: source), reason: FeedFileIO.reason(ENOENT))
        }
        // Nothing to import is a mistake rather than "Imported 0 feeds": most often a download
        // piped in that failed (`curl … | aichats feeds import -`).
        if bytes.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            throw .notAFeedList(path: FeedFileIO.name(of: source), problem: "it is empty")
        }
        if OPMLSniffer.looksLikeXML(bytes) { return try importOPML(bytes, from: source) }
        return try FeedListLock.whileChanging(file.path) { () throws(FeedListError) in
            try importLines(of: URLsFile(bytes: bytes), from: source)
        }
    }

    /// Adds the feeds of the `urls` file `imported` that are not listed yet, each with its line as written.
    private func importLines(of imported: URLsFile, from source: URL) throws(FeedListError) -> FeedImportReport {
        var contents = try read()
        let before = contents.feedListForChanges
        var list = before
        var report = FeedImportReport()
        // Whether any line reads as a urls file's: else the file is something else altogether.
        var isFeedList = false
        for (index, line) in imported.readLines {
            switch line {
            case .feed(let feed) where before.feed(at: feed.address) != nil: report.skipped.append(feed)
            // An earlier line of the file added it, with that line's tags.
            case .feed(let feed) where list.feed(at: feed.address) != nil: report.listedTwice.append(feed)
            case .feed(let feed):
                // The line as the user wrote it, a comment after the tags included; written
                // again from its feed when it holds control characters or escape sequences.
                let written = imported.lines[index].content
                let text = String(decoding: written, as: UTF8.self)
                if UntrustedText.clean(text) == text { contents.append(written) } else { contents.append(URLsLine.text(for: feed).utf8) }
                list.feeds.append(feed)
                report.added.append(feed)
            case .newsboatOnly(let wrapped):
                report.notImported += 1
                if let wrapped { report.filteredFeeds.append(wrapped) }
            case .unreadable(let reason): report.problems.append(FeedListProblem(line: index + 1, reason: reason))
            case .blank, .comment: break
            }
            switch line {
            case .feed, .newsboatOnly, .comment: isFeedList = true
            case .blank, .unreadable: break
            }
        }
        if !isFeedList, let first = report.problems.first {
            throw .notAFeedList(path: FeedFileIO.name(of: source), problem: first.message)
        }
        if !report.added.isEmpty { try FeedFileIO.replace(file.path, with: contents.bytes) }
        return report
    }

    func read() throws(FeedListError) -> URLsFile {
        URLsFile(bytes: try FeedFileIO.read(file.path) ?? [])
    }
}
