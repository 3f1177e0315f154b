import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Ends a key command together with aichats. The command runs in a process group of its own, so
/// that a timeout can kill its whole tree; but then neither the terminal's Ctrl-C nor a `kill` of
/// aichats reaches it, and a `pass` waiting for a passphrase would outlive the app. While one
/// runs, the signals that end aichats kill the command's group first; `end()` then hands the
/// signal on to what handled it before (its default action before the screen is taken, the
/// terminal guard after).
///
/// One command at a time is covered: a second one started meanwhile runs without it.
struct KeyCommandInterruption: ~Copyable {
    static let endingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    private let previous: [sigaction]?

    /// Puts the handlers in place; call `attach` once the command has started.
    init() {
        guard awaitedGroup.compareExchange(expected: 0, desired: -1, ordering: .sequentiallyConsistent).exchanged else {
            previous = nil
            return
        }
        receivedSignal.store(0, ordering: .sequentiallyConsistent)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = killAwaitedGroup
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        previous = Self.endingSignals.map { signal in
            var old = sigaction()
            sigaction(signal, &action, &old)
            return old
        }
    }

    /// The command's group; killed at once if a signal came while it was starting.
    func attach(_ group: pid_t) {
        guard previous != nil else { return }
        awaitedGroup.store(group, ordering: .sequentiallyConsistent)
        if receivedSignal.load(ordering: .sequentiallyConsistent) != 0 { kill(-group, SIGKILL) }
    }

    /// Kills the group of the command being waited for, if one is: aichats is quitting without a
    /// signal (`q` while the model picker reads a backend's key), and no command may outlive it.
    static func killAwaited() {
        let group = awaitedGroup.load(ordering: .sequentiallyConsistent)
        if group > 0 { kill(-group, SIGKILL) }
    }

    /// Call after the command was reaped: restores the handlers and raises the signal that came
    /// meanwhile, if one did.
    consuming func end() {
        guard let previous else { return }
        for (signal, old) in zip(Self.endingSignals, previous) {
            var old = old
            sigaction(signal, &old, nil)
        }
        let signal = receivedSignal.exchange(0, ordering: .sequentiallyConsistent)
        awaitedGroup.store(0, ordering: .sequentiallyConsistent)
        if signal != 0 { Self.raiseHere(signal) }
    }

    /// Raises `signal` in this thread with it unblocked for that moment, so that its action (the
    /// default, which ends aichats, or the terminal guard's handler) runs before the caller goes
    /// on. Sent to the process instead, it stayed pending when every thread blocked it (the
    /// concurrency pool's do), and the app went on to report the killed command as a failure.
    private static func raiseHere(_ signal: Int32) {
        var unblock = sigset_t(), previousMask = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, signal)
        pthread_sigmask(SIG_UNBLOCK, &unblock, &previousMask)
        raise(signal)
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
    }
}

/// The key command's process group: 0 when none is awaited, -1 while one is starting.
private let awaitedGroup = Atomic<pid_t>(0)
/// The ending signal that came while a key command ran, 0 for none.
private let receivedSignal = Atomic<Int32>(0)

/// Async-signal-safe: two atomic operations and `kill`.
private func killAwaitedGroup(_ signal: Int32) {
    let savedErrno = errno
    receivedSignal.store(signal, ordering: .sequentiallyConsistent)
    let group = awaitedGroup.load(ordering: .sequentiallyConsistent)
    if group > 0 { kill(-group, SIGKILL) }
    errno = savedErrno
}
