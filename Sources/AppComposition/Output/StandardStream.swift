import Domain
import Foundation
import Synchronization

/// Writes to stdout and stderr with `write(2)`. Foundation's `FileHandle.write(_:)` stops the
/// process (SIGILL) when a write fails, as it does with stderr closed (`2>&-`) or on a full disk;
/// here a failure is an error to report, or, for stderr, a message that is dropped.
public enum StandardStream {
    /// The reader went away (`aichats news | head`): SIGPIPE is ignored, so a write says EPIPE.
    public struct Closed: Error {}

    /// A write to stdout failed for another reason (a full disk, `>&-`).
    public struct Failed: Error {
        public let message: String
    }

    /// The standard descriptors that were closed at start (`>&-`), now on /dev/null.
    private static let closedAtStart = Mutex<Set<Int32>>([])

    /// Opens /dev/null on each of stdin, stdout and stderr that is closed (`aichats news >&-`).
    /// Call it first, before any file is opened: the next file opened would get the closed
    /// number, and what is meant for stdout would be written into it (the database, say). A
    /// closed stdout stays a failure for `writeOutput`.
    public static func reserveClosedDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let null = open("/dev/null", O_RDWR)
            guard null >= 0 else { continue }
            if null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
            closedAtStart.withLock { _ = $0.insert(descriptor) }
        }
    }

    /// Writes all of `text` to stdout, or throws `Closed` or `Failed`.
    @Sendable public static func writeOutput(_ text: String) throws {
        let closed = closedAtStart.withLock { $0.contains(STDOUT_FILENO) }
        let code = closed ? EBADF : write(text, to: STDOUT_FILENO)
        guard code != 0 else { return }
        if code == EPIPE { throw Closed() }
        throw Failed(message: "cannot write the output (\(SystemReason.text(code)))")
    }

    /// Writes `line` and a line end to stderr; nothing happens when stderr cannot take it. Its
    /// control characters but line breaks and tabs are shown as escapes (`ControlEscapes`): a
    /// message echoes what the user gave (an argument, a path), which must not drive the terminal.
    @Sendable public static func writeError(_ line: String) {
        _ = write(ControlEscapes.visible(line, keeping: ["\n", "\t"]) + "\n", to: STDERR_FILENO)
    }

    /// 0, or the `errno` of the write that failed.
    private static func write(_ text: String, to descriptor: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { bytes in
            guard let start = bytes.baseAddress else { return 0 }
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(descriptor, start + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return written < 0 ? errno : EIO }
                offset += written
            }
            return 0
        }
    }
}
