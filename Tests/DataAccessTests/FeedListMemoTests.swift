import Domain
import Foundation
import Synchronization
import Testing
@testable import DataAccess

@Suite("FeedListMemo: the urls file is parsed again only when its bytes change")
struct FeedListMemoTests {
    @Test func theSameBytesAreParsedOnceAndOtherBytesAgain() throws {
        let memo = FeedListMemo(), parses = Mutex(0)
        let one = FeedList(feeds: [FeedSubscription(address: try FeedAddress("https://a.example.org/feed"), words: [])])
        func list(_ bytes: String, parsed: FeedList) -> FeedList {
            memo.list(of: Array(bytes.utf8)) {
                parses.withLock { $0 += 1 }
                return parsed
            }
        }
        #expect(list("https://a.example.org/feed\n", parsed: one) == one)
        #expect(list("https://a.example.org/feed\n", parsed: FeedList()) == one)
        #expect(list("", parsed: FeedList()) == FeedList())
        #expect(parses.withLock { $0 } == 2)
    }

    @Test func anEditByHandShowsAtTheNextRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("memo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("urls")
        let store = URLsFileStore(file: file)
        try Data("https://a.example.org/feed\n".utf8).write(to: file)
        #expect(try store.list().feeds.map(\.address.text) == ["https://a.example.org/feed"])
        try Data("https://a.example.org/feed\nhttps://b.example.org/feed \"tech\"\n".utf8).write(to: file)
        #expect(try store.list().feeds.map(\.address.text) == ["https://a.example.org/feed", "https://b.example.org/feed"])
    }
}
