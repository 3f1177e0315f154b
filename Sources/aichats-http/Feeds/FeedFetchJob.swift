import Domain
import Foundation
import HTTPStreamWire

/// One feed: fetched over HTTP or read from a file, parsed, answered with one reply frame. Returns
/// once the reply is written and nothing of the feed is running any more.
struct FeedFetchJob {
    let request: FeedFetchRequest
    let output: HelperOutput

    func run() {
        let reply = FeedReplyOutput(output: output)
        switch request.url.scheme?.lowercased() {
        case "http", "https":
            FeedHTTPTransfer(request: request, reply: reply).run()
        case "file":
            switch FeedFile.read(request.url, limit: request.limits.maximumBodyBytes) {
            case .success(let body):
                reply.finish(FeedFetchAnswer(FeedDocumentReply.reply(for: body, at: request.url, validators: FeedValidators())))
            case .failure(let failure): reply.finish(FeedFetchAnswer(.failed(reason: failure.reason, retryAfter: nil)))
            }
        default:
            reply.finish(FeedFetchAnswer(.failed(reason: "only http, https and file addresses can be fetched", retryAfter: nil)))
        }
    }
}
