import Foundation
import HTTPStreamWire
import Synchronization

/// Writes the one reply of a feed job and ends the helper. The transfer's callbacks and the
/// timers race to finish: the first one wins, the others wait for the exit.
final class FeedReplyOutput: Sendable {
    private let output: HelperOutput
    private let finished = Mutex(false)

    init(output: HelperOutput) {
        self.output = output
    }

    func finish(_ reply: FeedFetchReply) -> Never {
        let first = finished.withLock { finished in
            defer { finished = true }
            return !finished
        }
        guard first else { HelperExit.waitForExit() }
        output.send(Self.frame(for: reply))
        HelperExit.finished()
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
