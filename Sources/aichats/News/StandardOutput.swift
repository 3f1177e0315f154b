import Foundation

/// Writes to stdout's descriptor directly, a page of lines at a time, and notices a reader that
/// went away (`aichats news | head`): SIGPIPE is ignored, so the write fails with EPIPE instead.
enum StandardOutput {
    struct Closed: Error {}

    @Sendable static func write(_ text: String) throws {
        var text = text
        try text.withUTF8 { bytes in
            guard let start = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(STDOUT_FILENO, start + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { throw Closed() }
                offset += written
            }
        }
    }

    /// Whether stdout is a terminal, where a progress bar may be drawn.
    static var isTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
}
