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
    func lineIndices(of address: FeedAddress) -> Set<Int> {
        Set(readLines.compactMap { index, line in
            guard case .feed(let feed) = line, feed.address.isSameFeed(as: address) else { return nil }
            return index
        })
    }
}
