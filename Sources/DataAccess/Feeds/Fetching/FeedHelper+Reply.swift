import Foundation
import HTTPStreamWire

extension FeedHelper {
    /// The helper's answer to `job` (a feed request frame), or how the helper failed it: gone,
    /// garbage, silent past `killAfter`, or the fetch was cancelled. Unless it answered, the
    /// helper is stopped before this returns.
    func reply(to job: HTTPStreamFrame, killAfter: Duration) async -> FeedHelperRun.Ending {
        let (endings, continuation) = AsyncStream.makeStream(of: FeedHelperRun.Ending.self)
        let (process, exited) = withState { state in
            state.asked = continuation
            return (state.process, state.exited)
        }
        if let exited {
            continuation.yield(exited)
            continuation.finish()
        } else if process?.send(job) != true {
            continuation.yield(.stoppedUnexpectedly)
            continuation.finish()
        }
        let watchdog = Task {
            try await Task.sleep(for: killAfter)
            continuation.yield(.killed)
            continuation.finish()
        }
        let ending = await withTaskCancellationHandler {
            var iterator = endings.makeAsyncIterator()
            return await iterator.next() ?? .cancelled
        } onCancel: {
            continuation.yield(.cancelled)
            continuation.finish()
        }
        watchdog.cancel()
        withState { $0.asked = nil }
        if case .reply = ending {} else { stop() }
        return ending
    }

    /// A report of the helper's thread. A reply goes to the feed in flight (one nobody asked for
    /// is garbage: the helper is stopped); any other report means the helper has exited and been
    /// reaped (`HTTPHelperOutputReader.Answer.feedReplies`).
    func receive(_ report: HTTPHelperProcess.Report) {
        if case .feedReply(let reply) = report {
            let asked = withState { state in
                defer { state.asked = nil }
                if state.asked != nil { state.served += 1 }
                return state.asked
            }
            guard let asked else { return stop() }
            asked.yield(.reply(reply))
            asked.finish()
            return
        }
        let ending: FeedHelperRun.Ending = report == .otherVersion ? .otherVersion : .stoppedUnexpectedly
        let asked = withState { state in
            state.exited = ending
            defer { state.asked = nil }
            return state.asked
        }
        asked?.yield(ending)
        asked?.finish()
        onExit(self)
    }
}
