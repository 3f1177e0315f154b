#if canImport(Glibc)
import Glibc
#endif

/// How the helper ends. `_exit` skips atexit handlers: nothing of a transfer in flight is waited for.
enum HelperExit {
    /// The transfer ended and its last frame was written.
    static func finished() -> Never { _exit(0) }

    /// aichats closed stdin or stdout: it stopped the reply or went away.
    static func abandoned() -> Never { _exit(1) }

    /// Started wrongly: says why on stderr.
    static func fail(_ message: String) -> Never {
        let line = Array((message + "\n").utf8)
        _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        _exit(2)
    }
}
