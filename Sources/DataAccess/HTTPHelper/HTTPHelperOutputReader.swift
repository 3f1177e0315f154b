import Foundation
import HTTPStreamWire

/// Turns what the network helper writes on stdout into reports: first its wire version, then
/// the events of the transfer until its end, the reply to each feed request, or the one reply to
/// an OPML request.
struct HTTPHelperOutputReader {
    /// What the helper answers after its version.
    enum Answer: Sendable {
        /// `HTTPStreamEvent`s until `.completed`, for an `HTTPStreamRequest`.
        case events
        /// One `FeedFetchAnswer` for each `FeedFetchRequest`, for as long as the helper runs (a
        /// pooled feed helper). Every other report comes once the helper has exited and been reaped.
        case feedReplies
        /// One `OPMLReadReply`, for an `OPMLReadRequest`.
        case opmlReply
    }

    /// How a helper ends that did not say "version" first and cannot read ours: a helper from
    /// before the version frame, which takes it for a bad request (`HelperExit.fail`).
    static let refusedRequestStatus: Int32 = 2

    private enum Stage {
        /// Nothing understood yet: the helper's version comes first.
        case awaitingVersion
        /// The version matched: events of the transfer.
        case streaming
        /// Nothing more to read: the transfer ended (nil), or `last` is reported once stdout ends.
        case ended(last: HTTPHelperProcess.Report?)
    }

    private let answer: Answer
    private var decoder = HTTPStreamFrameDecoder()
    private var stage = Stage.awaitingVersion

    init(expecting answer: Answer = .events) {
        self.answer = answer
    }

    /// The reports in `bytes`, in order; `stop` when the helper must be stopped, because it wrote
    /// garbage or is from another version.
    mutating func read(_ bytes: Data) -> (reports: [HTTPHelperProcess.Report], stop: Bool) {
        if case .ended = stage { return ([], false) }
        decoder.append(bytes)
        var reports: [HTTPHelperProcess.Report] = []
        do {
            while let frame = try decoder.nextFrame() {
                switch stage {
                case .awaitingVersion:
                    guard try HTTPStreamVersion(frame: frame) == .current else {
                        stage = .ended(last: .otherVersion)
                        return (reports, true)
                    }
                    stage = .streaming
                case .streaming where answer == .feedReplies:
                    reports.append(try .feedReply(FeedFetchAnswer(frame: frame)))
                case .streaming where answer == .opmlReply:
                    reports.append(try .opmlReply(OPMLReadReply(frame: frame)))
                    stage = .ended(last: nil)
                    return (reports, false)
                case .streaming:
                    let event = try HTTPStreamEvent(frame: frame)
                    reports.append(.event(event))
                    if case .completed = event {
                        stage = .ended(last: nil)
                        return (reports, false)
                    }
                case .ended:
                    return (reports, false)
                }
            }
        } catch {
            stage = .ended(last: .stoppedUnexpectedly)
            return (reports, true)
        }
        return (reports, false)
    }

    /// The last report once stdout has ended and the helper exited with `exitStatus` (from
    /// `waitpid`), if one is due.
    func finish(exitStatus: Int32) -> HTTPHelperProcess.Report? {
        switch stage {
        case .awaitingVersion:
            let exitedWithCode = exitStatus & 0x7f == 0
            let refused = exitedWithCode && (exitStatus >> 8) & 0xff == Self.refusedRequestStatus
            return refused ? .otherVersion : .stoppedUnexpectedly
        case .streaming: return .stoppedUnexpectedly
        case .ended(let last): return last
        }
    }
}
