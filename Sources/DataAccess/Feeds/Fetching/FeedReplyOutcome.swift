import Domain
import Foundation
import HTTPStreamWire

/// A helper run as the Domain's outcome: every failure one plain sentence.
enum FeedReplyOutcome {
    static func outcome(of ending: FeedHelperRun.Ending, killAfter: Duration) -> FeedFetchOutcome {
        switch ending {
        case .reply(.fetched(let feed, let validators)):
            do throws(FetchedFeedMapper.Invalid) {
                return .fetched(try FetchedFeedMapper.feed(feed), FetchedFeedMapper.validators(validators))
            } catch {
                return failed("the network helper's answer was not valid (\(error.description))")
            }
        case .reply(.notModified): return .notModified
        case .reply(.failed(let reason, let retryAfter)):
            return .failed(reason: FetchedFeedMapper.sentence(reason), retryAfter: FetchedFeedMapper.date(retryAfter))
        case .cannotStart(let error): return failed(error.reason)
        case .stoppedUnexpectedly: return failed("the network helper aichats-http stopped while fetching this feed")
        case .otherVersion: return failed("the network helper aichats-http is from another version of aichats; reinstall")
        case .killed: return failed("the network helper was stopped after \(killAfter.components.seconds) s without an answer")
        case .cancelled: return failed("the fetch was cancelled")
        }
    }

    private static func failed(_ reason: String) -> FeedFetchOutcome { .failed(reason: reason, retryAfter: nil) }
}
