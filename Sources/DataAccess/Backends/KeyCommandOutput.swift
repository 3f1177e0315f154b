import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// What a key command wrote, read from both pipes until both end or the deadline passes.
struct KeyCommandOutput {
    /// The most kept of either stream; a key is far shorter.
    static let limit = 64 * 1024

    var output: [UInt8] = []
    var errors: [UInt8] = []
    var timedOut = false

    /// `patience`'s action runs once, when its instant passes before both pipes ended.
    static func read(
        output: Int32, errors: Int32, deadline: ContinuousClock.Instant,
        patience: (until: ContinuousClock.Instant, then: () -> Void)? = nil
    ) -> KeyCommandOutput {
        var result = KeyCommandOutput()
        var open: [Int32] = [output, errors]
        var buffer = [UInt8](repeating: 0, count: 4096)
        var patience = patience
        while !open.isEmpty {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else {
                result.timedOut = true
                return result
            }
            if let waiting = patience, ContinuousClock.now >= waiting.until {
                patience = nil
                waiting.then()
            }
            let wake = min(left, patience.map { ContinuousClock.now.duration(to: $0.until) } ?? left)
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let milliseconds = Int32(min(Self.milliseconds(wake) + 1, 1000))
            let ready = poll(&fds, nfds_t(fds.count), milliseconds)
            if ready < 0, errno != EINTR { return result }
            for entry in fds where entry.revents != 0 {
                let count = Glibc.read(entry.fd, &buffer, buffer.count)
                if count <= 0 {
                    open.removeAll { $0 == entry.fd }
                } else if entry.fd == output {
                    if result.output.count < limit { result.output += buffer[..<count] }
                } else if result.errors.count < limit {
                    result.errors += buffer[..<count]
                }
            }
        }
        return result
    }

    /// Whole milliseconds of `duration`, none when it is negative.
    private static func milliseconds(_ duration: Duration) -> Int64 {
        max(0, duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)
    }
}
