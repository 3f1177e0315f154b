import FeedParsing
import Foundation
import HTTPStreamWire

/// A fetched body, parsed whatever its content type said (servers often call a feed
/// `text/html` or `application/octet-stream`), into the reply.
enum FeedDocumentReply {
    static func reply(for body: Data, validators: FeedValidatorsDTO) -> FeedFetchReply {
        do throws(FeedParseError) {
            let parsed = try parseFeed(body, limits: .standard)
            return .fetched(FeedDTOBuilder.feed(parsed), validators: validators)
        } catch {
            return .failed(reason: error.description, retryAfter: nil)
        }
    }
}
