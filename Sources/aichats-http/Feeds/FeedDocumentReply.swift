import Domain
import FeedParsing
import Foundation
import HTTPStreamWire

/// A fetched body, parsed whatever its content type said (servers often call a feed
/// `text/html` or `application/octet-stream`), into the reply. Relative links are resolved
/// against `address`, where the document was found (after redirects).
enum FeedDocumentReply {
    static func reply(for body: Data, at address: URL?, validators: FeedValidators) -> FeedFetchReply {
        do throws(FeedParseError) {
            let parsed = try parseFeed(body, limits: .standard)
            return .fetched(FetchedFeedBuilder.feed(parsed, at: address), validators: validators)
        } catch {
            return .failed(reason: error.description, retryAfter: nil)
        }
    }
}
