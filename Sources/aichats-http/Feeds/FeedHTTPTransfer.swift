import Foundation
import HTTPStreamWire

/// Fetches a feed over HTTP with libcurl, on this thread: a conditional GET, with the limits of
/// the request enforced by libcurl (the wait for each byte, redirects) and by the delegate (the
/// whole feed's time, the body's size, where a redirect goes).
struct FeedHTTPTransfer {
    let request: FeedFetchRequest
    let reply: FeedReplyOutput

    /// Returns once the feed is answered and its transfer is over.
    func run() {
        let delegate = FeedHTTPDelegate(request: request, reply: reply)
        delegate.finish(CurlTransfer.run(curlRequest, delegate: delegate), requested: request.url)
    }

    private var curlRequest: CurlRequest {
        var headers = [HTTPStreamHeader("User-Agent", "aichats/\(request.appVersion)"), HTTPStreamHeader("Accept", Self.accept)]
        if let etag = request.validators.etag { headers.append(HTTPStreamHeader("If-None-Match", etag)) }
        if let lastModified = request.validators.lastModified {
            headers.append(HTTPStreamHeader("If-Modified-Since", lastModified))
        }
        return CurlRequest(
            url: request.url, headers: headers, acceptEncoding: "gzip", idleTimeout: request.limits.connectTimeout,
            maximumRedirects: request.limits.maximumRedirects)
    }

    private static let accept =
        "application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.8"

    /// "10 s", "0.5 s".
    static func seconds(_ interval: TimeInterval) -> String {
        interval == interval.rounded() ? "\(Int(interval)) s" : "\(interval) s"
    }
}
