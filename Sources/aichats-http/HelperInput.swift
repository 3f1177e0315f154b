import Foundation
import HTTPStreamWire

#if canImport(Glibc)
import Glibc
#endif

/// The helper's stdin: the request, then nothing until aichats closes it; for a feed helper,
/// further feed requests until aichats closes it.
struct HelperInput {
    /// aichats speaks another version of the wire: this helper is not the one installed with it.
    struct OtherVersion: Error, CustomStringConvertible {
        let version: HTTPStreamVersion

        var description: String {
            "aichats speaks version \(version.number) of the wire, this helper \(HTTPStreamVersion.current.number); reinstall"
        }
    }

    /// What aichats asked for.
    enum Job {
        /// Stream one request's response (a chat reply).
        case stream(HTTPStreamRequest)
        /// Fetch and parse one feed.
        case feed(FeedFetchRequest)
        /// Read the feeds of one OPML document.
        case opml(OPMLReadRequest)
    }

    /// What was read of stdin and not yet made into a frame: a pooled feed helper reads request
    /// after request from it.
    private var decoder = HTTPStreamFrameDecoder()

    /// Reads stdin until aichats's version and one request frame are complete; refuses another
    /// version before reading the request.
    mutating func readJob() throws -> Job {
        let version = try HTTPStreamVersion(frame: requiredFrame())
        guard version == .current else { throw OtherVersion(version: version) }
        let frame = try requiredFrame()
        if frame.kind == .feedRequest { return try .feed(FeedFetchRequest(frame: frame)) }
        if frame.kind == .opmlRequest { return try .opml(OPMLReadRequest(frame: frame)) }
        return try .stream(HTTPStreamRequest(frame: frame))
    }

    /// The next feed request of a pooled helper, or nil when stdin ends between requests (aichats
    /// retired this helper, or went away).
    mutating func nextFeedRequest() throws -> FeedFetchRequest? {
        guard let frame = try nextFrame(orEnd: true) else { return nil }
        return try FeedFetchRequest(frame: frame)
    }

    /// The next frame; at the end of stdin nil when `orEnd` and no partial frame is left, else an error.
    private mutating func nextFrame(orEnd: Bool) throws -> HTTPStreamFrame? {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            if let frame = try decoder.nextFrame() { return frame }
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count == 0, orEnd, decoder.bufferedByteCount == 0 { return nil }
            guard count > 0 else { throw HTTPStreamWireError.malformedPayload }
            decoder.append(Data(buffer[0..<count]))
        }
    }

    private mutating func requiredFrame() throws -> HTTPStreamFrame {
        guard let frame = try nextFrame(orEnd: false) else { throw HTTPStreamWireError.malformedPayload }
        return frame
    }

    /// Ends the helper as soon as stdin reaches its end: aichats keeps it open for as long as it
    /// wants the reply, so the end means it stopped the reply or exited.
    static func exitWhenClosed() {
        let watcher = Thread {
            var scratch = [UInt8](repeating: 0, count: 256)
            while true {
                let count = scratch.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                if count <= 0 { HelperExit.abandoned() }
            }
        }
        watcher.start()
    }
}
