import Domain
import Foundation
import HTTPStreamWire

/// What a response head means for the fetch, before any of its body is read.
enum FeedResponseCheck {
    enum Verdict: Equatable {
        /// 2xx: read the body.
        case read
        /// 304: the feed is unchanged; its body is not read.
        case notModified
        case fail(reason: String, retryAfter: Date?)
    }

    /// `conditional`: the request sent validators. A 304 to a request that sent none (a broken
    /// server or proxy) cannot mean that the copy is current: there is none.
    static func verdict(for response: CurlResponseHead, limit: Int, conditional: Bool, now: Date = Date()) -> Verdict {
        let status = response.status
        if status == 304 {
            guard conditional else {
                return .fail(reason: "the server answered 304 Not Modified, but there is no copy of the feed yet", retryAfter: nil)
            }
            return .notModified
        }
        guard (200..<300).contains(status) else {
            let asksToWait = status == 429 || status == 503
            let header = asksToWait ? response.value("Retry-After") : nil
            let retryAfter = header.flatMap { RetryAfter.date(from: $0, now: now) }
            return .fail(reason: "the server answered \(HTTPStatusText.line(status))", retryAfter: retryAfter)
        }
        // A length announced past the limit fails before a byte is read (compressed bodies only grow).
        if let length = response.contentLength, length > Int64(limit) {
            return .fail(reason: ByteCount.tooLarge(limit), retryAfter: nil)
        }
        return .read
    }

    /// The validators to send next time: the response's, else (a 304 that repeats none) the ones sent.
    static func validators(of response: CurlResponseHead, sent: FeedValidators) -> FeedValidators {
        let etag = response.value("ETag")
        let lastModified = response.value("Last-Modified")
        guard response.status == 304 else { return FeedValidators(etag: etag, lastModified: lastModified) }
        return FeedValidators(etag: etag ?? sent.etag, lastModified: lastModified ?? sent.lastModified)
    }
}
