// feed-helper-double: a pooled feed helper that misbehaves on request, for the pool's tests. It
// speaks the wire as `aichats-http` does (its version, then one reply per feed request until
// stdin ends) and fetches nothing: the last path component of the feed's URL says what to do.
//   crash    dies of SIGSEGV
//   hang     never answers
//   garbage  writes a frame of no known kind
//   anything else: a fetched feed titled "pid N" (this process's id), with no items
import Domain
import Foundation
import HTTPStreamWire

#if canImport(Glibc)
import Glibc
#endif

func send(_ bytes: Data) {
    bytes.withUnsafeBytes { raw in
        var offset = 0
        while offset < raw.count {
            let written = write(STDOUT_FILENO, raw.baseAddress.map { $0 + offset }, raw.count - offset)
            guard written > 0 else { exit(1) }
            offset += written
        }
    }
}

func nextFrame(_ decoder: inout HTTPStreamFrameDecoder) -> HTTPStreamFrame? {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        if let frame = try? decoder.nextFrame() { return frame }
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        decoder.append(Data(buffer[0..<count]))
    }
}

var decoder = HTTPStreamFrameDecoder()
send(HTTPStreamVersion.current.frame.encoded)
guard let version = nextFrame(&decoder), (try? HTTPStreamVersion(frame: version)) == .current else { exit(2) }
while let frame = nextFrame(&decoder) {
    guard let request = try? FeedFetchRequest(frame: frame) else { exit(2) }
    switch request.url.lastPathComponent {
    case "crash":
        // Straight to the kernel's default: the Swift runtime's crash handler would first write
        // a backtrace, which takes seconds.
        signal(SIGSEGV, SIG_DFL)
        kill(getpid(), SIGSEGV)
    case "hang": while true { pause() }
    case "garbage": send(Data([0x5A, 0, 0, 0, 0]))
    default:
        let feed = FetchedFeed(title: "pid \(getpid())", siteLink: request.url.absoluteString, items: [])
        guard let reply = try? FeedFetchAnswer(.fetched(feed, validators: FeedValidators())).frame else { exit(3) }
        send(reply.encoded)
    }
}
exit(0)
