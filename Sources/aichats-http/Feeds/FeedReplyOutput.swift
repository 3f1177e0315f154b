import Foundation
import HTTPStreamWire

/// Writes the one reply of a feed. Whatever stops the transfer (the status, the size, a redirect,
/// the time) answers first; the transfer's own ending, which follows, is then not written.
final class FeedReplyOutput {
    private let output: HelperOutput
    private var finished = false

    init(output: HelperOutput) {
        self.output = output
    }

    /// Writes `reply` unless another reply was written first.
    func finish(_ reply: FeedFetchReply) {
        guard !finished else { return }
        finished = true
        output.send(Self.frame(for: reply))
    }

    /// The reply's frame; a feed whose text does not fit in one frame fails instead.
    private static func frame(for reply: FeedFetchReply) -> HTTPStreamFrame {
        if let frame = try? reply.frame { return frame }
        let tooLarge = FeedFetchReply.failed(
            reason: "the feed's text is larger than \(ByteCount.text(HTTPStreamFrame.maximumPayloadSize)) once read",
            retryAfter: nil)
        return (try? tooLarge.frame) ?? HTTPStreamFrame(kind: .feedReply, payload: Data())
    }
}
