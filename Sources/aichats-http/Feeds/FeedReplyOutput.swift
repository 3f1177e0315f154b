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

    /// Writes `answer` unless another answer was written first.
    func finish(_ answer: FeedFetchAnswer) {
        guard !finished else { return }
        finished = true
        output.send(Self.frame(for: answer))
    }

    /// The answer's frame; a feed whose text does not fit in one frame fails instead.
    private static func frame(for answer: FeedFetchAnswer) -> HTTPStreamFrame {
        if let frame = try? answer.frame { return frame }
        let tooLarge = FeedFetchAnswer(.failed(
            reason: "the feed's text is larger than \(ByteCount.text(HTTPStreamFrame.maximumPayloadSize)) once read",
            retryAfter: nil), redirect: answer.redirect)
        return (try? tooLarge.frame) ?? HTTPStreamFrame(kind: .feedReply, payload: Data())
    }
}
