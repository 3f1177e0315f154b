import CNcurses
import Dispatch
import Foundation

/// A background thread that only blocks in `poll()` on standard input and on the self-pipe the
/// signal handlers write to, and reports each wake. It never touches ncurses: the main actor reads
/// the keys. After reporting `.input` it waits for `resume()` so a level-triggered `poll()` does
/// not spin while the main actor drains.
final class InputWatcher: Sendable {
    /// The write end of the self-pipe, for the signal handlers.
    let signalFd: Int32
    private let inputFd: Int32
    private let pipeReadFd: Int32
    private let drained = DispatchSemaphore(value: 0)
    /// The byte `stop()` writes; signal numbers are never 0.
    private static let stopByte: UInt8 = 0

    /// Creates the self-pipe (both ends non-blocking, close-on-exec). The pipe is kept open for the
    /// life of the process: a signal handler may still be writing to it during shutdown.
    init(inputFd: Int32) throws(NcursesTerminalError) {
        var fds: [Int32] = [-1, -1]
        guard aichats_make_pipe(&fds) == 0 else { throw .cannotCreatePipe(errno) }
        self.inputFd = inputFd
        pipeReadFd = fds[0]
        signalFd = fds[1]
    }

    /// Starts the thread; it calls `report` with each wake, in order, until `stop()`.
    func start(reporting report: @escaping @Sendable (InputWake) -> Void) {
        let thread = Thread { [self] in
            Thread.current.name = "aichats-input"
            run(report)
        }
        thread.start()
    }

    /// Lets the thread poll again after the main actor drained the input.
    func resume() { drained.signal() }

    /// Ends the thread.
    func stop() {
        var byte = Self.stopByte
        _ = write(signalFd, &byte, 1)
        drained.signal()
    }

    private func run(_ report: (InputWake) -> Void) {
        var fds = [pollfd(fd: inputFd, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: pipeReadFd, events: Int16(POLLIN), revents: 0)]
        var inputOpen = true
        while true {
            fds[0].fd = inputOpen ? inputFd : -1
            if poll(&fds, 2, -1) < 0 {
                if errno == EINTR { continue }
                return
            }
            if fds[1].revents != 0, !forwardSignals(report) { return }
            let input = fds[0].revents
            if input & Int16(POLLIN) != 0 {
                report(.input)
                drained.wait()
            } else if input & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                inputOpen = false
                report(.closed)
            }
        }
    }

    /// Reads the pipe and reports each signal; false when the stop byte was read.
    private func forwardSignals(_ report: (InputWake) -> Void) -> Bool {
        var bytes = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(pipeReadFd, &bytes, bytes.count)
            guard count > 0 else { return true }
            for byte in bytes.prefix(count) {
                if byte == Self.stopByte { return false }
                report(.signal(Int32(byte)))
            }
        }
    }
}
