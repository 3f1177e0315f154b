import Domain
import Foundation
import HTTPStreamWire

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a response head means for the fetch, before any of its body is read.
enum FeedResponseCheck {
    enum Verdict: Equatable {
        /// 2xx: read the body.
        case read
        /// 304: the feed is unchanged; its body is not read.
        case notModified
        case fail(reason: String, retryAfter: Date?)
    }

    static func verdict(for response: HTTPURLResponse, limit: Int, now: Date = Date()) -> Verdict {
        let status = response.statusCode
        if status == 304 { return .notModified }
        guard (200..<300).contains(status) else {
            let asksToWait = status == 429 || status == 503
            let header = asksToWait ? response.value(forHTTPHeaderField: "Retry-After") : nil
            let retryAfter = header.flatMap { RetryAfter.date(from: $0, now: now) }
            return .fail(reason: "the server answered \(HTTPStatusText.line(status))", retryAfter: retryAfter)
        }
        // A length announced past the limit fails before a byte is read (compressed bodies only grow).
        if response.expectedContentLength > Int64(limit) {
            return .fail(reason: ByteCount.tooLarge(limit), retryAfter: nil)
        }
        return .read
    }

    /// The validators to send next time: the response's, else (a 304 that repeats none) the ones sent.
    static func validators(of response: HTTPURLResponse, sent: FeedValidators) -> FeedValidators {
        let etag = response.value(forHTTPHeaderField: "ETag")
        let lastModified = response.value(forHTTPHeaderField: "Last-Modified")
        guard response.statusCode == 304 else { return FeedValidators(etag: etag, lastModified: lastModified) }
        return FeedValidators(etag: etag ?? sent.etag, lastModified: lastModified ?? sent.lastModified)
    }
}
