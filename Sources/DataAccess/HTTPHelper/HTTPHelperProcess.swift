import Foundation
import HTTPStreamWire
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// One running `aichats-http`, for one request (or, for a pooled feed helper, one after another:
/// `send`).
///
/// A dedicated thread writes the request to the helper's stdin, then reads its stdout and
/// reports each event as it arrives; when stdout ends it reaps the helper, so no zombie stays.
/// stdin stays open while the reply is wanted: its end tells the helper to stop.
final class HTTPHelperProcess: Sendable {
    /// What the helper said, in order.
    enum Report: Sendable, Equatable {
        /// An event of the transfer.
        case event(HTTPStreamEvent)
        /// Its output ended (or was garbage) before the transfer's end.
        case stoppedUnexpectedly
        /// It speaks another version of the wire: it is not the helper installed with this app.
        case otherVersion
        /// Its answer to a feed request (the last report).
        case feedReply(FeedFetchAnswer)
        /// Its answer to an OPML request (the last report).
        case opmlReply(OPMLReadReply)
    }

    /// How long a helper may take to go after SIGTERM before it gets SIGKILL.
    static let killDelay: DispatchTimeInterval = .seconds(2)

    let pid: pid_t
    /// Its stdin and its life, changed by the helper's thread and by whoever stops the reply.
    let state: Mutex<HTTPHelperState>

    private init(_ child: HTTPHelperSpawn.Child) {
        pid = child.pid
        state = Mutex(HTTPHelperState(input: .sendingRequest(child.input, closeWanted: false), life: .running))
    }

    /// Starts the helper on `request` (after this app's wire version); `report` is called on the
    /// helper's thread.
    static func start(
        executable: URL, request: HTTPStreamRequest, environment: [String: String],
        report: @escaping @Sendable (Report) -> Void
    ) throws(HTTPHelperLaunchError) -> HTTPHelperProcess {
        try start(
            executable: executable, job: request.withAppUserAgent.frame, answer: .events, environment: environment,
            report: report)
    }

    /// Starts the helper on the request in `job`, which it answers as `answer` says; with no job,
    /// only the version goes in, and the requests follow with `send` (a pooled feed helper).
    static func start(
        executable: URL, job: HTTPStreamFrame?, answer: HTTPHelperOutputReader.Answer, environment: [String: String],
        report: @escaping @Sendable (Report) -> Void
    ) throws(HTTPHelperLaunchError) -> HTTPHelperProcess {
        ignoreBrokenPipes
        let child = try HTTPHelperSpawn.start(executable, environment: environment)
        let process = HTTPHelperProcess(child)
        let requestBytes = HTTPStreamVersion.current.frame.encoded + (job?.encoded ?? Data())
        // Without a job, the version alone (a few bytes) goes in now: `send` may follow at once.
        if job == nil { process.writeRequest(requestBytes) }
        let thread = Thread {
            // A feed's reply is decoded on this thread, and nobody waits for it on screen.
            if answer == .feedReplies { BackgroundThread.lowerCurrentThread() }
            process.run(sending: job == nil ? nil : requestBytes, reading: child.output, answer: answer, report: report)
        }
        thread.name = "aichats-http \(child.pid)"
        thread.start()
        return process
    }

    /// The app's environment without the API key, which travels only through stdin.
    static func childEnvironment(from environment: [String: String] = ProcessInfo.processInfo.environment)
        -> [String: String]
    {
        environment.filter { $0.key != "AICHATS_API_KEY" }
    }

    /// A write to a helper that has gone must fail with EPIPE rather than end the app.
    private static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

    /// Whether the helper has exited and been reaped.
    var isReaped: Bool { state.withLock { $0.life == .reaped } }

    /// Stops the helper: closes its stdin, sends SIGTERM, and SIGKILL if it is still there
    /// after `killDelay`. Its thread reaps it.
    func terminate() {
        let first = state.withLock { state in
            state.closeInput()
            guard state.life.mayBeSignalled else { return false }
            kill(pid, SIGTERM)
            let first = state.life == .running
            state.life = .terminating
            return first
        }
        guard first else { return }
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.killDelay) { [self] in
            state.withLock { if $0.life.mayBeSignalled { _ = kill(pid, SIGKILL) } }
        }
    }

    /// Closes the helper's stdin (once the request is written), which tells it to stop.
    func closeInput() {
        state.withLock { $0.closeInput() }
    }
}
