import Foundation
import HTTPStreamWire
import Synchronization

/// Writes the one reply of a feed. The transfer's callbacks and the timers race to finish: the
/// first one writes the reply and wakes `waitUntilFinished`; the others return at once (their
/// threads are URLSession's and Dispatch's, needed by the next feeds).
final class FeedReplyOutput: Sendable {
    private let output: HelperOutput
    private let finished = Mutex(false)
    private let done = DispatchSemaphore(value: 0)

    init(output: HelperOutput) {
        self.output = output
    }

    /// Writes `reply` unless another reply was written first.
    func finish(_ reply: FeedFetchReply) {
        let first = finished.withLock { finished in
            defer { finished = true }
            return !finished
        }
        guard first else { return }
        output.send(Self.frame(for: reply))
        done.signal()
    }

    /// Blocks until a reply is written.
    func waitUntilFinished() {
        done.wait()
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
