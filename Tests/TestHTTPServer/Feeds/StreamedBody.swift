import FlyingSocks
import Foundation

/// A body sent in chunks without a `Content-Length`, or one that stops after its first bytes and
/// sends nothing for a minute (a server that hangs mid-feed).
struct StreamedBody: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8
    let bytes: Data
    /// Where it stops; nil sends it all.
    let stallAfter: Int?

    func makeAsyncIterator() -> Iterator { Iterator(body: self) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        let body: StreamedBody
        var sent = 0

        mutating func next() async throws -> UInt8? {
            try await nextBuffer(suggested: 1)?.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            let end = Swift.min(body.stallAfter ?? body.bytes.count, body.bytes.count)
            if sent >= end {
                if body.stallAfter != nil { try await Task.sleep(for: .seconds(60)) }
                return nil
            }
            let last = Swift.min(end, sent + Swift.max(1, count))
            defer { sent = last }
            return Array(body.bytes[sent..<last])
        }
    }
}
