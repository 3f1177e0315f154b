import Foundation
import HTTPStreamWire
import Synchronization

/// One `aichats-http` for one OPML document: started, waited for (blocking the calling thread)
/// until its reply, killed if it takes too long, and always stopped.
enum OPMLHelperRun {
    /// How a run ended.
    enum Ending: Sendable, Equatable {
        case reply(OPMLReadReply)
        case cannotStart(HTTPHelperLaunchError)
        case stoppedUnexpectedly
        case otherVersion
        case killed
    }

    static func reply(to request: OPMLReadRequest, executable: URL, killAfter: Duration) -> Ending {
        guard let job = try? request.frame else { return .stoppedUnexpectedly }
        let ending = Mutex<Ending?>(nil)
        let answered = DispatchSemaphore(value: 0)
        let helper: HTTPHelperProcess
        do {
            helper = try HTTPHelperProcess.start(
                executable: executable, job: job, answer: .opmlReply, environment: HTTPHelperProcess.childEnvironment()
            ) { report in
                let first = ending.withLock { ending in
                    guard ending == nil else { return false }
                    ending = Self.ending(for: report)
                    return true
                }
                if first { answered.signal() }
            }
        } catch {
            return .cannotStart(error)
        }
        defer { helper.terminate() }
        let seconds = Double(killAfter.components.seconds) + Double(killAfter.components.attoseconds) / 1e18
        guard answered.wait(timeout: .now() + seconds) == .success else { return .killed }
        return ending.withLock { $0 } ?? .stoppedUnexpectedly
    }

    private static func ending(for report: HTTPHelperProcess.Report) -> Ending {
        switch report {
        case .opmlReply(let reply): .reply(reply)
        case .otherVersion: .otherVersion
        case .stoppedUnexpectedly, .event, .feedReply: .stoppedUnexpectedly
        }
    }
}
