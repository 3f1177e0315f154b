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
        // Nothing to parse: said as what happened, not as a document cut short.
        guard body.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            let reason = address?.isFileURL == true ? "the file is empty" : "the server sent an empty answer"
            return .failed(reason: reason, retryAfter: nil)
        }
        do throws(FeedParseError) {
            let parsed = try parseFeed(body, contentType: contentType, limits: .standard)
            return .fetched(FetchedFeedBuilder.feed(parsed, at: address), validators: validators)
        } catch {
            return .failed(reason: error.resolvingFeedLink(against: address).description, retryAfter: nil)
        }
    }
}
