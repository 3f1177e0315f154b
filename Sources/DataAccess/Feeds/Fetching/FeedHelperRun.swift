import Foundation
import HTTPStreamWire

/// One feed on a helper of the pool: a helper taken (or started), asked, and given back when it
/// answered; a helper that did not is stopped, and only this feed fails.
enum FeedHelperRun {
    /// How a run ended.
    enum Ending: Sendable {
        case reply(FeedFetchAnswer)
        case cannotStart(HTTPHelperLaunchError)
        case stoppedUnexpectedly
        case otherVersion
        case killed
        case cancelled
    }

    static func reply(
        to request: FeedFetchRequest, pool: FeedHelperPool, executable: URL, killAfter: Duration
    ) async -> Ending {
        guard let job = try? request.frame else { return .stoppedUnexpectedly }
        if Task.isCancelled { return .cancelled }
        let helper: FeedHelper
        do {
            helper = try await pool.helper(executable: executable)
        } catch {
            return .cannotStart(error)
        }
        let ending = await helper.reply(to: job, killAfter: killAfter)
        if case .reply = ending {
            await pool.giveBack(helper, reusable: true)
        } else {
            await pool.giveBack(helper, reusable: false)
        }
        return ending
    }
}
