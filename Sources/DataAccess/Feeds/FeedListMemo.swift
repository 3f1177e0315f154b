import Domain
import Synchronization

/// The feed list last parsed, with the bytes it came from. Every page of a list asks for the
/// feeds (for titles and premium marks) and every reload during a refresh counts them, so parsing
/// the `urls` file each time cost more CPU than the query itself; reading the file stays, so an
/// edit by hand or by newsboat shows at the next read.
final class FeedListMemo: Sendable {
    private let last = Mutex<(bytes: [UInt8], list: FeedList)?>(nil)

    /// The list parsed from `bytes`: the last one when the bytes are the same, else `parse()`'s.
    func list(of bytes: [UInt8], parse: () -> FeedList) -> FeedList {
        if let last = last.withLock({ $0 }), last.bytes == bytes { return last.list }
        let list = parse()
        last.withLock { $0 = (bytes, list) }
        return list
    }
}
