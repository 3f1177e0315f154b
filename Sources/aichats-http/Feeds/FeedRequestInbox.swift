import Foundation
import HTTPStreamWire
import Synchronization

/// A feed helper's stdin, read by a thread of its own, so that its end is seen at once, even in
/// the middle of a feed: aichats closes it to retire an idle helper, to stop one whose feed it no
/// longer wants, or by going away; in every case the helper's work is over.
final class FeedRequestInbox: Sendable {
    private let waiting = Mutex<[FeedFetchRequest]>([])
    private let arrived = DispatchSemaphore(value: 0)

    private init() {}

    /// Starts reading the requests that follow the first one.
    static func start(reading input: HelperInput) -> FeedRequestInbox {
        let inbox = FeedRequestInbox()
        let reader = Thread {
            var input = input
            while true {
                do {
                    guard let request = try input.nextFeedRequest() else { HelperExit.finished() }
                    inbox.waiting.withLock { $0.append(request) }
                    inbox.arrived.signal()
                } catch {
                    HelperExit.fail("aichats-http: no valid feed request on stdin (\(error))")
                }
            }
        }
        reader.start()
        return inbox
    }

    /// Blocks until the next request is there.
    func next() -> FeedFetchRequest {
        arrived.wait()
        return waiting.withLock { $0.removeFirst() }
    }
}
