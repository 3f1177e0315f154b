import Foundation
import HTTPStreamWire

#if canImport(Glibc)
import Glibc
#endif

/// The helper's stdin: the request, then nothing until aichats closes it.
enum HelperInput {
    /// Reads stdin until one request frame is complete.
    static func readRequest() throws -> HTTPStreamRequest {
        var decoder = HTTPStreamFrameDecoder()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            if let frame = try decoder.nextFrame() { return try HTTPStreamRequest(frame: frame) }
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw HTTPStreamWireError.malformedPayload }
            decoder.append(Data(buffer[0..<count]))
        }
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
