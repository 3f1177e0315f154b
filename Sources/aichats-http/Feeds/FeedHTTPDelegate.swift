import Domain
import Foundation
import HTTPStreamWire

/// A feed transfer's callbacks: the status decides, the body is counted as it arrives, redirects
/// are counted and checked, the whole feed must arrive in time, and the end parses what came.
/// Whatever stops the feed answers it first; later answers are dropped (`FeedReplyOutput`).
final class FeedHTTPDelegate: CurlTransferDelegate {
    private let limits: FeedFetchLimits
    private let sentValidators: FeedValidators
    private let reply: FeedReplyOutput
    private let started = ContinuousClock.now
    /// Whether a response head arrived (a redirect counts: the server answered).
    private var answered = false
    private var redirects = 0
    /// Where the redirects followed so far led, and whether each was permanent.
    private var redirect: FeedRedirect?
    private var validators = FeedValidators()
    /// The final response's `Content-Type`, whose charset may decide how the body reads.
    private var contentType: String?
    private var body = Data()

    init(request: FeedFetchRequest, reply: FeedReplyOutput) {
        limits = request.limits
        sentValidators = request.validators
        self.reply = reply
    }

    func received(head: CurlResponseHead) -> Bool {
        answered = true
        validators = FeedResponseCheck.validators(of: head, sent: sentValidators)
        contentType = head.value("Content-Type")
        let conditional = sentValidators.etag != nil || sentValidators.lastModified != nil
        switch FeedResponseCheck.verdict(for: head, limit: limits.maximumBodyBytes, conditional: conditional) {
        case .read: return true
        case .notModified: return stop(.notModified(validators: validators))
        case .fail(let reason, let retryAfter): return stop(.failed(reason: reason, retryAfter: retryAfter))
        }
    }

    func received(body bytes: UnsafeRawBufferPointer) -> Bool {
        body.append(contentsOf: bytes)
        guard body.count > limits.maximumBodyBytes else { return true }
        return stop(.failed(reason: ByteCount.tooLarge(limits.maximumBodyBytes), retryAfter: nil))
    }

    func willRedirect(to target: URL?, status: Int) -> Bool {
        answered = true
        redirects += 1
        if redirects > limits.maximumRedirects {
            redirect = nil
            return stop(.failed(reason: "the server sent more than \(limits.maximumRedirects) redirects", retryAfter: nil))
        }
        // A refused redirect, or one Foundation cannot read (libcurl follows it to http or https
        // only): where the fetch ends is not known, so no move is said.
        guard let target, target.isWebAddress else {
            redirect = nil
            if target == nil { return true }
            return stop(.failed(reason: "the server redirected to an address that is not http or https", retryAfter: nil))
        }
        let permanent = FeedRedirect.isPermanent(status: status) && (redirects == 1 || redirect?.isPermanent == true)
        redirect = target.withoutUserPart.map { FeedRedirect(address: $0, isPermanent: permanent) }
        return true
    }

    /// The limit for the whole feed (libcurl's own timeouts wait for the next byte only).
    func stillWanted() -> Bool {
        guard ContinuousClock.now - started >= .milliseconds(Int(limits.resourceTimeout * 1000)) else { return true }
        let reason = "the feed did not arrive within \(FeedHTTPTransfer.seconds(limits.resourceTimeout))"
        return stop(.failed(reason: reason, retryAfter: nil))
    }

    /// Answers the feed from how the transfer ended, unless a callback answered it already.
    func finish(_ outcome: CurlTransfer.Outcome, requested: URL) {
        switch outcome {
        case .completed(let address):
            reply.finish(FeedFetchAnswer(FeedDocumentReply.reply(
                for: body, contentType: contentType, at: address ?? requested, validators: validators), redirect: redirect))
        case .failed(let code, _):
            let reason = FeedTransferFailure.reason(code, answered: answered, limits: limits)
            reply.finish(FeedFetchAnswer(.failed(reason: reason, retryAfter: nil), redirect: redirect))
        case .unavailable(let why), .refused(let why):
            reply.finish(FeedFetchAnswer(.failed(reason: why, retryAfter: nil)))
        }
    }

    /// Answers the feed with `answer` and stops the transfer.
    private func stop(_ answer: FeedFetchReply) -> Bool {
        reply.finish(FeedFetchAnswer(answer, redirect: redirect))
        return false
    }
}
