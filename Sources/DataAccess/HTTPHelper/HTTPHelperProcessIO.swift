import Foundation
import HTTPStreamWire
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

extension HTTPHelperProcess {
    /// The helper's thread: the request out (unless it is in already), the reports in, then the reaping.
    func run(
        sending request: Data?, reading output: Int32, answer: HTTPHelperOutputReader.Answer,
        report: @Sendable (Report) -> Void
    ) {
        if let request { writeRequest(request) }
        var reader = HTTPHelperOutputReader(expecting: answer)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            let (reports, stop) = reader.read(Data(buffer[0..<count]))
            reports.forEach(report)
            if stop { terminate() }
        }
        close(output)
        if let last = reader.finish(exitStatus: reap()) { report(last) }
    }

    /// Writes one more request to the helper's stdin, after the first; false when stdin is closed
    /// or the helper has gone. The caller sends one request at a time.
    func send(_ frame: HTTPStreamFrame) -> Bool {
        guard state.withLock({ $0.startSending() }) else { return false }
        return writeRequest(frame.encoded)
    }

    /// Nothing closes stdin while the request is being written (`HTTPHelperState.Input`), so
    /// the descriptor stays valid outside the lock. Returns whether all of it went in.
    @discardableResult
    func writeRequest(_ request: Data) -> Bool {
        guard let descriptor = state.withLock({ $0.requestDescriptor }) else { return false }
        let complete = request.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
        state.withLock { $0.requestWritten() }
        return complete
    }

    /// Waits for the helper to exit without reaping it, so a SIGTERM sent meanwhile cannot reach
    /// another process that got its pid; then reaps it. Returns its status, as `waitpid` gives it.
    private func reap() -> Int32 {
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0, errno == EINTR {}
        state.withLock { $0.life = .exited }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        state.withLock { $0.reaped() }
        return status
    }
}
