import Domain
import Foundation
import HTTPStreamWire

/// A helper run as the Domain's result: every failure one plain sentence, the redirects checked.
enum FeedReplyOutcome {
    static func result(of ending: FeedHelperRun.Ending, killAfter: Duration) -> FeedFetchResult {
        guard case .reply(let answer) = ending else { return FeedFetchResult(outcome(of: ending, killAfter: killAfter)) }
        return FeedFetchResult(outcome(of: ending, killAfter: killAfter), redirect: FetchedFeedMapper.redirect(answer.redirect))
    }

    static func outcome(of ending: FeedHelperRun.Ending, killAfter: Duration) -> FeedFetchOutcome {
        switch ending {
        case .reply(let answer): reply(answer.reply)
        case .cannotStart(let error): failed(error.reason)
        case .stoppedUnexpectedly: failed("the network helper aichats-http stopped while fetching this feed")
        case .otherVersion: failed("the network helper aichats-http is from another version of aichats; reinstall")
        case .killed: failed("the network helper was stopped after \(killAfter.components.seconds) s without an answer")
        case .cancelled: failed("the fetch was cancelled")
        }
    }

    private static func reply(_ reply: FeedFetchReply) -> FeedFetchOutcome {
        switch reply {
        case .fetched(let feed, let validators):
            do throws(FetchedFeedMapper.Invalid) {
                return .fetched(try FetchedFeedMapper.feed(feed), FetchedFeedMapper.validators(validators))
            } catch {
                return failed("the network helper's answer was not valid (\(error.description))")
            }
        case .notModified: return .notModified
        case .failed(let reason, let retryAfter):
            return .failed(reason: FetchedFeedMapper.sentence(reason), retryAfter: FetchedFeedMapper.date(retryAfter))
        }
    }

    private static func failed(_ reason: String) -> FeedFetchOutcome { .failed(reason: reason, retryAfter: nil) }
}
