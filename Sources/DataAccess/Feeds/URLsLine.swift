import Domain
import Foundation

/// What one line of a `urls` file says.
enum URLsLine: Equatable {
    case blank
    case comment
    /// A newsboat `query:`, `exec:` or `filter:` line: aichats does not use it, but keeps it.
    /// `wrapped` is the feed URL of a `filter:CMD:URL` line, else nil.
    case newsboatOnly(wrapped: String?)
    case feed(FeedSubscription)
    /// A line that could not be read; it stays in the file as it is.
    case unreadable(String)

    /// The prefixes of newsboat's own kinds of line, which are not URLs of feeds.
    static let newsboatOnlyPrefixes = ["query:", "exec:", "filter:"]

    init(_ bytes: ArraySlice<UInt8>) {
        // A comment says nothing to aichats, in whatever encoding it is written (`# café` in Latin-1).
        if bytes.first(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) == UInt8(ascii: "#") {
            self = .comment
            return
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            self = .unreadable("the line is not UTF-8 text")
            return
        }
        // Read on, the NUL would vanish from the URL and another feed be fetched than the one written.
        guard !bytes.contains(0) else {
            self = .unreadable("the line holds a NUL byte")
            return
        }
        guard let words = URLsLineWords.split(text) else {
            self = .unreadable("a quote (\") is not closed")
            return
        }
        guard let url = words.first else {
            self = text.contains("#") ? .comment : .blank
            return
        }
        if Self.newsboatOnlyPrefixes.contains(where: { url.lowercased().hasPrefix($0) }) {
            self = .newsboatOnly(wrapped: Self.filteredFeed(of: url))
            return
        }
        do {
            self = .feed(FeedSubscription(address: try FeedAddress(url), words: Array(words.dropFirst())))
        } catch {
            self = .unreadable(error.message)
        }
    }

    /// The feed URL of `filter:CMD:URL`, split as newsboat splits it: at the first colon after
    /// the command; nil for another kind of line, or a filter that wraps none.
    static func filteredFeed(of word: String) -> String? {
        guard word.lowercased().hasPrefix("filter:") else { return nil }
        let rest = word.dropFirst("filter:".count)
        guard let colon = rest.firstIndex(of: ":") else { return nil }
        let url = rest[rest.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        return url.isEmpty ? nil : url
    }

    /// The line for `feed`: its URL, then each tag, its `~Title` and `!`, quoted (a subscription
    /// holds no control characters, so `cat urls` cannot drive the terminal).
    static func text(for feed: FeedSubscription) -> String {
        ([feed.address.text] + feed.words.map(URLsLineWords.quote)).joined(separator: " ")
    }
}
