import Foundation
import HTTPStreamWire
import Synchronization

/// One pooled `aichats-http` for feeds (`FeedHelperPool`): asked for one feed at a time, it
/// answers each request on its stdin with one reply on its stdout. A helper that does not answer
/// in time, answers garbage, or is abandoned by a cancelled fetch is stopped; the feed in flight
/// fails and the helper is never asked again.
final class FeedHelper: Sendable {
    struct State {
        var process: HTTPHelperProcess?
        /// Where the answer to the feed in flight goes.
        var asked: AsyncStream<FeedHelperRun.Ending>.Continuation?
        var served = 0
        /// Once the helper has exited: what that means for a feed asked of it.
        var exited: FeedHelperRun.Ending?
    }

    private let state = Mutex(State())
    let onExit: @Sendable (FeedHelper) -> Void

    private init(onExit: @escaping @Sendable (FeedHelper) -> Void) {
        self.onExit = onExit
    }

    /// Starts a helper; `onExit` is called once it has exited and been reaped, on its thread.
    static func start(executable: URL, onExit: @escaping @Sendable (FeedHelper) -> Void) throws(HTTPHelperLaunchError)
        -> FeedHelper
    {
        let helper = FeedHelper(onExit: onExit)
        let process = try HTTPHelperProcess.start(
            executable: executable, job: nil, answer: .feedReplies, environment: HTTPHelperProcess.childEnvironment()
        ) { helper.receive($0) }
        helper.state.withLock { $0.process = process }
        return helper
    }

    func withState<Result: Sendable>(_ body: (inout State) -> Result) -> Result {
        state.withLock { body(&$0) }
    }

    /// The helper's process id, for tests.
    var pid: pid_t? { state.withLock { $0.process?.pid } }

    /// How many feeds it has answered.
    var served: Int { state.withLock { $0.served } }

    /// Lets the helper go: it exits when it reads the end of its stdin.
    func retire() {
        state.withLock { $0.process }?.closeInput()
    }

    /// Stops the helper at once (SIGTERM, then SIGKILL).
    func stop() {
        state.withLock { $0.process }?.terminate()
    }
}
