import FlyingSocks
import Foundation

/// A body that sends its first bytes, then nothing for a minute: a server that hangs mid-feed.
struct StallingBody: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8
    let bytes: Data
    let stallAfter: Int

    init(_ bytes: Data, stallAfter: Int) {
        self.bytes = bytes
        self.stallAfter = Swift.min(stallAfter, bytes.count)
    }

    func makeAsyncIterator() -> Iterator { Iterator(body: self) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        let body: StallingBody
        var sent = 0

        mutating func next() async throws -> UInt8? {
            try await nextBuffer(suggested: 1)?.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            if sent >= body.stallAfter {
                try await Task.sleep(for: .seconds(60))
                return nil
            }
            let end = Swift.min(body.stallAfter, sent + Swift.max(1, count))
            defer { sent = end }
            return Array(body.bytes[sent..<end])
        }
    }
}
