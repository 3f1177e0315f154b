import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A thread of its own below the app's priority, for work nobody waits for on screen: a
/// refresh's checking and storing of each feed. On two cores that work ran beside the key just
/// pressed and made the key wait for the CPU (docs/performance.md, "Scale"); niced, it takes the
/// CPU only when the screen's thread does not want it. Jobs run one at a time, in order.
final class BackgroundThread: Sendable {
    /// The one thread for a refresh's feeds, started at first use.
    static let shared = BackgroundThread(name: "aichats-store")

    /// How far such threads are niced: low enough to give way, high enough to finish on a
    /// busy machine (at 19 a transaction holding the writer could keep a user's write waiting).
    static let niceness: Int32 = 10

    private let jobs = Mutex<[@Sendable () -> Void]>([])
    private let pending = DispatchSemaphore(value: 0)

    private init(name: String) {
        let thread = Thread { [self] in serve() }
        thread.name = name
        thread.start()
    }

    private func serve() -> Never {
        Self.lowerCurrentThread()
        while true {
            pending.wait()
            jobs.withLock { $0.removeFirst() }()
        }
    }

    /// Runs `work` on the thread and returns what it returned.
    func run<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            jobs.withLock { $0.append { continuation.resume(returning: work()) } }
            pending.signal()
        }
    }

    /// Runs `work` on the thread and returns what it returned, or throws what it threw.
    func run<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await run { Result { try work() } }.get()
    }

    /// Lowers the calling thread alone (on Linux `nice` applies to the calling thread, not the
    /// process): raising it back would take a privilege, so only threads of the app's own are
    /// lowered, never one of a shared pool. It also leaves the app's signals to other threads.
    static func lowerCurrentThread() {
        #if os(Linux)
        _ = nice(niceness)
        #endif
        leaveSignalsToTheApp()
    }

    /// Blocks the signals the app handles (quit, resize, stop, continue) on the calling thread: a
    /// thread that gets the CPU last must not be the one the kernel hands them to, or `kill` of
    /// the stopped app could find it stopping again before this thread ran the quit handler.
    private static func leaveSignalsToTheApp() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGWINCH, SIGCONT, SIGTSTP] { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_BLOCK, &signals, nil)
    }
}
