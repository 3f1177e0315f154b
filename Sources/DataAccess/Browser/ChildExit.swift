import Domain
import Foundation
import Synchronization

/// How a child process ended.
enum ChildExit: Equatable, Sendable {
    case exited(Int32)
    case killed(Int32)

    /// Nil for a zero exit, else the failure to show for `program`.
    func failure(program: String) -> BrowserFailure? {
        switch self {
        case .exited(0): nil
        case .exited(let status): .exited(program: program, status: status)
        case .killed(let signal): .killed(program: program, signal: signal)
        }
    }

    /// Waits for the child on a thread of its own (a browser may run for hours; the concurrency
    /// pool's few threads must not block) and reaps it.
    static func wait(for pid: pid_t) async -> ChildExit {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: blockingWait(for: pid)) }
        }
    }

    /// Waits at most `window` for the child: how it ended, or nil when it is still running (it is
    /// reaped later, whenever it ends).
    static func wait(for pid: pid_t, atMost window: Duration) async -> ChildExit? {
        let once = Mutex<CheckedContinuation<ChildExit?, Never>?>(nil)
        let finish: @Sendable (ChildExit?) -> Void = { result in
            once.withLock { pending in
                pending?.resume(returning: result)
                pending = nil
            }
        }
        return await withCheckedContinuation { continuation in
            once.withLock { $0 = continuation }
            Thread.detachNewThread { finish(blockingWait(for: pid)) }
            // A thread, not a task: the window must not wait for a busy concurrency pool.
            Thread.detachNewThread {
                Thread.sleep(forTimeInterval: Double(window.components.seconds)
                    + Double(window.components.attoseconds) / 1e18)
                finish(nil)
            }
        }
    }

    /// Waits for the child on this thread and reaps it; retries when a signal interrupts.
    static func blockingWait(for pid: pid_t) -> ChildExit {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return .exited(127) }
        }
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .killed(signal)
    }
}
