import Foundation
import FeedParsing

/// Parses a document written as a string literal, in UTF-8.
func parseFeed(_ text: String, limits: FeedParseLimits = .standard) throws(FeedParseError) -> ParsedFeed {
    try parseFeed(Data(text.utf8), limits: limits)
}

/// The error a parse throws, nil when it succeeds.
func parseError(_ data: Data, limits: FeedParseLimits = .standard) -> FeedParseError? {
    do {
        _ = try parseFeed(data, limits: limits)
        return nil
    } catch {
        return error
    }
}

func parseError(_ text: String, limits: FeedParseLimits = .standard) -> FeedParseError? {
    parseError(Data(text.utf8), limits: limits)
}

/// The instant of an RFC 3339 UTC date, read with Foundation.
func utc(_ text: String) -> Date? {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.date(from: text)
}
