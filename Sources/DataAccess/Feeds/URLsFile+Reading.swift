import Domain

extension URLsFile {
    /// Each line's number (from 0) and what it says.
    var readLines: [(index: Int, line: URLsLine)] {
        lines.indices.map { ($0, URLsLine(lines[$0].content)) }
    }

    /// The feeds in file order, and the lines that could not be read. A feed listed a second time
    /// is reported on its later line, so each feed is fetched once.
    var feedList: FeedList {
        var list = FeedList()
        var firstLine: [String: Int] = [:]
        for (index, line) in readLines {
            switch line {
            case .feed(let feed):
                if let first = firstLine[feed.address.normalized] {
                    list.problems.append(FeedListProblem(line: index + 1, reason: "the same feed as line \(first)"))
                } else {
                    firstLine[feed.address.normalized] = index + 1
                    list.feeds.append(feed)
                }
            case .unreadable(let reason): list.problems.append(FeedListProblem(line: index + 1, reason: reason))
            case .blank, .comment, .newsboatOnly: continue
            }
        }
        return list
    }

    /// The numbers of the lines that list `address`, in any spelling.
    /// The feeds named by the first word of lines that cannot be read (a NUL byte in a tag, a
    /// quote not closed), with each line's problem: added again, a feed would be listed twice
    /// once its line is mended.
    var feedsOnUnreadableLines: [(feed: FeedSubscription, line: Int, reason: String)] {
        readLines.compactMap { index, line in
            guard case .unreadable(let reason) = line else { return nil }
            let word = lines[index].content.drop { $0 == 0x20 || $0 == 0x09 }.prefix { $0 != 0x20 && $0 != 0x09 }
            guard let text = String(validating: word, as: UTF8.self), !text.contains("\0"),
                  let address = try? FeedAddress(text) else { return nil }
            return (FeedSubscription(address: address), index + 1, reason)
        }
    }

    /// Refuses `address` when a line that cannot be read names it: added again, the feed would
    /// be listed twice once that line is mended.
    func checkNotOnUnreadableLine(_ address: FeedAddress) throws(FeedListError) {
        if let listed = feedsOnUnreadableLines.first(where: { $0.feed.address.isSameFeed(as: address) }) {
            throw .listedOnUnreadableLine(address.text, line: listed.line, reason: listed.reason)
        }
    }

    /// The feeds a change must not add again: the list's, and those on lines that cannot be read.
    var feedListForChanges: FeedList {
        var list = feedList
        list.feeds += feedsOnUnreadableLines.map(\.feed)
        return list
    }

    func lineIndices(of address: FeedAddress) -> Set<Int> {
        Set(readLines.compactMap { index, line in
            guard case .feed(let feed) = line, feed.address.isSameFeed(as: address) else { return nil }
            return index
        })
    }
}
