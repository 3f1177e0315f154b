import Foundation
import HTTPStreamWire
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Writes events to stdout, each straight to the pipe with no buffering.
final class HelperOutput: Sendable {
    /// One frame is written whole before the next, whichever thread writes it.
    private let writing = Mutex(())

    /// Writes one event; ends the helper when aichats no longer reads.
    func send(_ event: HTTPStreamEvent) {
        send(event.frame)
    }

    /// Writes one frame; ends the helper when aichats no longer reads.
    func send(_ frame: HTTPStreamFrame) {
        let bytes = frame.encoded
        writing.withLock { _ in
            bytes.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let written = write(STDOUT_FILENO, raw.baseAddress.map { $0 + offset }, raw.count - offset)
                    if written < 0, errno == EINTR { continue }
                    guard written > 0 else { HelperExit.abandoned() }
                    offset += written
                }
            }
        }
    }
}
