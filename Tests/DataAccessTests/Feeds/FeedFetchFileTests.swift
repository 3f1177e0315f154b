import Domain
import Foundation
import TestSupport
import Testing

extension FeedFetchSuites {
    /// `file:` feeds are read by the helper too, with the same limits.
    @Suite("Fetching a feed: file addresses")
    struct FeedFetchFileTests {
        @Test("a feed file is read and parsed")
        func feedFile() async throws {
            let folder = try TemporaryFolder()
            try folder.write(FeedDocuments.rss, to: "feed.xml")
            let outcome = try await FeedFetching.fetch(folder.file("feed.xml"))
            #expect(outcome.feed?.title == "Test Feed")
            #expect(outcome.validators == FeedValidators())
        }

        @Test("a missing file fails, naming it")
        func missingFile() async throws {
            let folder = try TemporaryFolder()
            let outcome = try await FeedFetching.fetch(folder.file("none.xml"))
            #expect(outcome == .failed(reason: "the file \(folder.path("none.xml")) cannot be read", retryAfter: nil))
        }

        @Test("a file over the size limit fails, naming the limit")
        func hugeFile() async throws {
            let folder = try TemporaryFolder()
            try Data(count: (10 << 20) + 1).write(to: folder.file("huge.xml"))
            let outcome = try await FeedFetching.fetch(folder.file("huge.xml"))
            #expect(outcome == .failed(reason: "the feed is larger than 10 MB", retryAfter: nil))
        }
    }
}
