#if canImport(Glibc)
import Glibc
#endif

/// Where one network helper is: its stdin and its life, kept together under one lock
/// (`HTTPHelperProcess.state`).
struct HTTPHelperState: Sendable {
    /// This side's end of the helper's stdin.
    enum Input: Sendable, Equatable {
        /// The request is going in; a close asked meanwhile (`closeWanted`) waits until it is in,
        /// so the helper never reads half a request.
        case sendingRequest(Int32, closeWanted: Bool)
        /// The request is in; open for as long as the reply is wanted.
        case open(Int32)
        /// Closed: the helper stops when it reads the end.
        case closed
    }

    /// Where the helper process is in its life: whether its pid may still get a signal.
    enum Life: Sendable, Equatable {
        /// Started, not asked to stop.
        case running
        /// SIGTERM sent; SIGKILL follows after `HTTPHelperProcess.killDelay` unless it exits.
        case terminating
        /// Exited, not reaped yet: its pid stays ours, but it must get no more signals.
        case exited
        /// Reaped: the pid may already belong to another process.
        case reaped

        /// Whether a signal still reaches the helper (and no other process that took its pid).
        var mayBeSignalled: Bool { self == .running || self == .terminating }
    }

    var input: Input
    var life: Life

    /// The descriptor the request is written to, while it is being written.
    var requestDescriptor: Int32? {
        if case .sendingRequest(let descriptor, _) = input { descriptor } else { nil }
    }

    /// Closes stdin now, or as soon as the request is in.
    mutating func closeInput() {
        switch input {
        case .sendingRequest(let descriptor, _): input = .sendingRequest(descriptor, closeWanted: true)
        case .open(let descriptor):
            close(descriptor)
            input = .closed
        case .closed: break
        }
    }

    /// Another request is about to be written; false when stdin is closed (or still busy).
    mutating func startSending() -> Bool {
        guard case .open(let descriptor) = input else { return false }
        input = .sendingRequest(descriptor, closeWanted: false)
        return true
    }

    /// The request is in the pipe: stdin stays open, unless a close was asked meanwhile.
    mutating func requestWritten() {
        guard case .sendingRequest(let descriptor, let closeWanted) = input else { return }
        input = .open(descriptor)
        if closeWanted { closeInput() }
    }

    /// The helper is reaped; its stdin closes too, once a request being written (`send`, on
    /// another thread) is in.
    mutating func reaped() {
        life = .reaped
        closeInput()
    }
}
