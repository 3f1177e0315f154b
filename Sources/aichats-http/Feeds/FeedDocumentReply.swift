import Domain
import FeedParsing
import Foundation
import HTTPStreamWire

/// A fetched body, parsed whatever its content type said (servers often call a feed
/// `text/html` or `application/octet-stream`), into the reply. Relative links are resolved
/// against `address`, where the document was found (after redirects). `contentType` is the
/// response's `Content-Type` header as sent (nil for a file): its charset can decide the
/// encoding (`parseFeed(_:contentType:limits:)`).
enum FeedDocumentReply {
    static func reply(
        for body: Data, contentType: String? = nil, at address: URL?, validators: FeedValidators
    ) -> FeedFetchReply {
        do throws(FeedParseError) {
            let parsed = try parseFeed(body, contentType: contentType, limits: .standard)
            return .fetched(FetchedFeedBuilder.feed(parsed, at: address), validators: validators)
        } catch {
            return .failed(reason: error.resolvingFeedLink(against: address).description, retryAfter: nil)
        }
    }
}
