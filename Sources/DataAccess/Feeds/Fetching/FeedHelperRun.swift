import Foundation
import HTTPStreamWire

/// One `aichats-http` for one feed: started, awaited for its reply, killed if it takes too long,
/// and always reaped.
enum FeedHelperRun {
    /// How a run ended.
    enum Ending: Sendable {
        case reply(FeedFetchReply)
        case cannotStart(HTTPHelperLaunchError)
        case stoppedUnexpectedly
        case otherVersion
        case killed
        case cancelled
    }

    static func reply(to request: FeedFetchRequest, executable: URL, killAfter: Duration) async -> Ending {
        guard let job = try? request.frame else { return .stoppedUnexpectedly }
        if Task.isCancelled { return .cancelled }
        let (endings, continuation) = AsyncStream.makeStream(of: Ending.self)
        let helper: HTTPHelperProcess
        do {
            helper = try HTTPHelperProcess.start(
                executable: executable, job: job, answer: .feedReply, environment: HTTPHelperProcess.childEnvironment()
            ) { report in
                switch report {
                case .feedReply(let reply): continuation.yield(.reply(reply))
                case .otherVersion: continuation.yield(.otherVersion)
                case .stoppedUnexpectedly, .event, .opmlReply: continuation.yield(.stoppedUnexpectedly)
                }
                continuation.finish()
            }
        } catch {
            return .cannotStart(error)
        }
        let watchdog = Task {
            try await Task.sleep(for: killAfter)
            continuation.yield(.killed)
            continuation.finish()
        }
        defer {
            watchdog.cancel()
            helper.terminate()
        }
        return await withTaskCancellationHandler {
            var iterator = endings.makeAsyncIterator()
            return await iterator.next() ?? .cancelled
        } onCancel: {
            continuation.yield(.cancelled)
            continuation.finish()
        }
    }
}
