import Foundation
import HTTPStreamWire

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches a feed over HTTP: a conditional GET on an ephemeral session, with the limits of the
/// request enforced by the delegate and by two timers of its own (FoundationNetworking's
/// timeouts are idle timeouts, not a connect or a whole-transfer limit).
struct FeedHTTPTransfer {
    let request: FeedFetchRequest
    let reply: FeedReplyOutput

    /// Returns once the reply is written, with the session invalidated (its task cancelled, its
    /// delegate released) and both timers cancelled: nothing of this feed runs on.
    func run() {
        let limits = request.limits
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = limits.connectTimeout
        // A second later than the timer below, which names the limit in its failure.
        configuration.timeoutIntervalForResource = limits.resourceTimeout + 1
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        let delegate = FeedHTTPDelegate(request: request, reply: reply)
        let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        let task = session.dataTask(with: urlRequest)
        // Each answers before it cancels: the cancelled task's own ending would race it.
        let connectDeadline = DispatchWorkItem {
            guard !delegate.answered else { return }
            let reason = "the server did not answer within \(Self.seconds(limits.connectTimeout))"
            reply.finish(.failed(reason: reason, retryAfter: nil))
            task.cancel()
        }
        let resourceDeadline = DispatchWorkItem {
            let reason = "the feed did not arrive within \(Self.seconds(limits.resourceTimeout))"
            reply.finish(.failed(reason: reason, retryAfter: nil))
            task.cancel()
        }
        Self.deadlines.asyncAfter(deadline: .now() + limits.connectTimeout, execute: connectDeadline)
        Self.deadlines.asyncAfter(deadline: .now() + limits.resourceTimeout, execute: resourceDeadline)
        task.resume()
        reply.waitUntilFinished()
        connectDeadline.cancel()
        resourceDeadline.cancel()
        task.cancel()
        session.invalidateAndCancel()
    }

    /// The timers of every feed of this helper.
    private static let deadlines = DispatchQueue(label: "aichats-http feed deadlines")

    private var urlRequest: URLRequest {
        var urlRequest = URLRequest(
            url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: request.limits.connectTimeout)
        urlRequest.httpMethod = "GET"
        urlRequest.setValue("aichats/\(request.appVersion)", forHTTPHeaderField: "User-Agent")
        urlRequest.setValue("gzip", forHTTPHeaderField: "Accept-Encoding")
        urlRequest.setValue(Self.accept, forHTTPHeaderField: "Accept")
        if let etag = request.validators.etag { urlRequest.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        if let lastModified = request.validators.lastModified {
            urlRequest.setValue(lastModified, forHTTPHeaderField: "If-Modified-Since")
        }
        return urlRequest
    }

    private static let accept =
        "application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.8"

    /// "10 s", "0.5 s".
    static func seconds(_ interval: TimeInterval) -> String {
        interval == interval.rounded() ? "\(Int(interval)) s" : "\(interval) s"
    }
}
