import Domain
import Foundation
import HTTPStreamWire
import Synchronization

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The transfer's callbacks: the status decides, the body is counted as it arrives, redirects
/// are counted, and the end parses what came.
final class FeedHTTPDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private struct Progress {
        var answered = false
        var redirects = 0
        var validators = FeedValidators()
        var body = Data()
    }

    private let limits: FeedFetchLimits
    private let sentValidators: FeedValidators
    private let reply: FeedReplyOutput
    private let progress = Mutex(Progress())

    init(request: FeedFetchRequest, reply: FeedReplyOutput) {
        limits = request.limits
        sentValidators = request.validators
        self.reply = reply
    }

    /// Whether a response head arrived (a redirect counts: the server answered).
    var answered: Bool { progress.withLock { $0.answered } }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        guard let http = response as? HTTPURLResponse else { return completionHandler(.allow) }
        let validators = FeedResponseCheck.validators(of: http, sent: sentValidators)
        progress.withLock {
            $0.answered = true
            $0.validators = validators
        }
        switch FeedResponseCheck.verdict(for: http, limit: limits.maximumBodyBytes) {
        case .read: completionHandler(.allow)
        case .notModified:
            reply.finish(.notModified(validators: validators))
            completionHandler(.cancel)
        case .fail(let reason, let retryAfter):
            reply.finish(.failed(reason: reason, retryAfter: retryAfter))
            completionHandler(.cancel)
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let limit = limits.maximumBodyBytes
        let tooLarge = progress.withLock { progress in
            progress.body.append(data)
            return progress.body.count > limit
        }
        guard tooLarge else { return }
        reply.finish(.failed(reason: ByteCount.tooLarge(limit), retryAfter: nil))
        dataTask.cancel()
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        let count = progress.withLock { progress in
            progress.answered = true
            progress.redirects += 1
            return progress.redirects
        }
        let scheme = request.url?.scheme?.lowercased() ?? ""
        if count <= limits.maximumRedirects, scheme == "http" || scheme == "https" { return completionHandler(request) }
        let reason = count > limits.maximumRedirects
            ? "the server sent more than \(limits.maximumRedirects) redirects"
            : "the server redirected to an address that is not http or https"
        // The reply first: the cancelled task's own ending would race it.
        reply.finish(.failed(reason: reason, retryAfter: nil))
        completionHandler(nil)
        task.cancel()
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        // The body leaves the delegate: the session may keep its delegate a while after the feed.
        let (answered, validators, body) = progress.withLock { progress in
            defer { progress.body = Data() }
            return (progress.answered, progress.validators, progress.body)
        }
        if let error {
            let code = (error as? URLError)?.code ?? .unknown
            let reason = FeedTransferFailure.reason(code, answered: answered, limits: limits)
            return reply.finish(.failed(reason: reason, retryAfter: nil))
        }
        let address = task.currentRequest?.url ?? task.originalRequest?.url
        reply.finish(FeedDocumentReply.reply(for: body, at: address, validators: validators))
    }
}
