import CTerminalGuard

#if canImport(Glibc)
import Glibc
#endif

/// What the probe does around the guard. Activating it from this file while `main.swift`
/// installs it shows that the guard's state is one for the whole process.
enum Probe {
    /// Says what the guard must restore: active, with `clear` written last.
    static func activate(clear: String) {
        aichats_guard_set_exit_clear(clear)
        aichats_guard_set_active(1)
    }

    /// Turns echo and line editing off, as curses does: the guard must turn them on again.
    static func makeTerminalRaw() {
        var modes = termios()
        tcgetattr(STDIN_FILENO, &modes)
        modes.c_lflag &= ~tcflag_t(ECHO | ICANON)
        tcsetattr(STDIN_FILENO, TCSANOW, &modes)
    }

    /// Writes a marker to the terminal at once.
    static func say(_ text: String) {
        var bytes = Array(text.utf8)
        _ = write(STDOUT_FILENO, &bytes, bytes.count)
    }

    /// A self-pipe whose read end does not block.
    static func makeWakePipe() -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            say("[no pipe]")
            exit(2)
        }
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        return (ends[0], ends[1])
    }

    /// The signal numbers in the pipe, as "2 3", or "none".
    static func drain(_ descriptor: Int32) -> String {
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = read(descriptor, &bytes, bytes.count)
        return count > 0 ? bytes.prefix(count).map(String.init).joined(separator: " ") : "none"
    }
}
