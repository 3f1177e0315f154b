import Foundation
import HTTPStreamWire

#if canImport(Glibc)
import Glibc
#endif

/// One running `aichats-http`, for one request.
///
/// A dedicated thread writes the request to the helper's stdin, then reads its stdout and
/// reports each event as it arrives; when stdout ends it reaps the helper, so no zombie stays.
/// stdin stays open while the reply is wanted: its end tells the helper to stop.
final class HTTPHelperProcess: @unchecked Sendable {
    /// What the helper said, in order.
    enum Report: Sendable {
        /// An event of the transfer.
        case event(HTTPStreamEvent)
        /// Its output ended (or was garbage) before the transfer's end.
        case stoppedUnexpectedly
    }

    /// How long a helper may take to go after SIGTERM before it gets SIGKILL.
    static let killDelay: DispatchTimeInterval = .seconds(2)

    /// The helper's process id.
    let pid: pid_t
    private let lock = NSLock()
    private var input: Int32
    private var requestWritten = false
    private var inputCloseWanted = false
    private var terminating = false
    private var exited = false
    private var reaped = false

    private init(_ child: HTTPHelperSpawn.Child) {
        pid = child.pid
        input = child.input
    }

    /// Starts the helper on `request`; `report` is called on the helper's thread.
    static func start(
        executable: URL, request: HTTPStreamRequest, environment: [String: String],
        report: @escaping @Sendable (Report) -> Void
    ) throws(HTTPHelperLaunchError) -> HTTPHelperProcess {
        ignoreBrokenPipes
        let child = try HTTPHelperSpawn.start(executable, environment: environment)
        let process = HTTPHelperProcess(child)
        let requestBytes = request.frame.encoded
        let thread = Thread { process.run(sending: requestBytes, reading: child.output, report: report) }
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
    var isReaped: Bool { lock.withLock { reaped } }

    /// Stops the helper: closes its stdin, sends SIGTERM, and SIGKILL if it is still there
    /// after `killDelay`. Its thread reaps it.
    func terminate() {
        closeInput()
        let first = lock.withLock {
            defer { terminating = true }
            if !exited { kill(pid, SIGTERM) }
            return !terminating
        }
        guard first else { return }
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.killDelay) { [self] in
            lock.withLock { if !exited { _ = kill(pid, SIGKILL) } }
        }
    }

    /// Closes the helper's stdin (once the request is written), which tells it to stop.
    func closeInput() {
        lock.withLock {
            inputCloseWanted = true
            if requestWritten { closeInputLocked() }
        }
    }

    /// This side's end of the helper's stdin; -1 once closed.
    var inputDescriptor: Int32 { lock.withLock { input } }

    /// The request is in the pipe: from now on stdin may close.
    func markRequestWritten() {
        lock.withLock {
            requestWritten = true
            if inputCloseWanted { closeInputLocked() }
        }
    }

    /// The helper exited but is not reaped yet: no more signals for this pid.
    func markExited() {
        lock.withLock { exited = true }
    }

    /// The helper is reaped; its stdin closes too.
    func markReaped() {
        lock.withLock {
            reaped = true
            closeInputLocked()
        }
    }

    private func closeInputLocked() {
        if input >= 0 { close(input) }
        input = -1
    }
}
