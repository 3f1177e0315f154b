import Domain
import FeedParsing
import Foundation
import HTTPStreamWire

/// An OPML document, parsed by FeedParsing with the limits of a feed (10 MB, 10,000 outlines,
/// 5 seconds, no entity declarations), into the reply.
enum OPMLDocumentReply {
    static func reply(for document: Data) -> OPMLReadReply {
        do throws(FeedParseError) {
            let feeds = try parseOPML(document, limits: .standard)
            return .feeds(feeds.map {
                OPMLEntry(
                    url: $0.url, title: $0.title, folders: $0.tags, categories: $0.categories, titleFromFeed: $0.titleFromFeed)
            })
        } catch {
            return .failed(reason: sentence(for: error))
        }
    }

    /// FeedParsing's sentence, told of an OPML file rather than of a feed.
    static func sentence(for error: FeedParseError) -> String {
        switch error {
        case .tooManyItems(let limit): "the OPML file has more than \(grouped(limit)) outlines"
        case .tooLarge, .tookTooLong: error.description.replacingOccurrences(of: "the feed", with: "the OPML file")
        case .notAFeed, .webPage, .malformedJSON, .invalidJSON, .notOPML: "the document is not an OPML subscription list"
        default: error.description
        }
    }

    /// 10000 as "10,000".
    private static func grouped(_ number: Int) -> String {
        var digits = String(number), out = ""
        while digits.count > 3 {
            out = "," + digits.suffix(3) + out
            digits.removeLast(3)
        }
        return digits + out
    }
}
