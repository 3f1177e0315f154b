import Domain
import Foundation
import TestSupport
import Testing

extension FeedFetchSuites {
    /// `file:` feeds are read by the helper too, with the same limits; each failure says what the
    /// path is.
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
            #expect(outcome == .failed(reason: "there is no file \(folder.path("none.xml"))", retryAfter: nil))
        }

        @Test("a file over the size limit fails, naming the limit")
        func hugeFile() async throws {
            let folder = try TemporaryFolder()
            try Data(count: (10 << 20) + 1).write(to: folder.file("huge.xml"))
            let outcome = try await FeedFetching.fetch(folder.file("huge.xml"))
            #expect(outcome == .failed(reason: "the feed is larger than 10 MB", retryAfter: nil))
        }

        @Test("a file in a missing folder, a folder and a named pipe each fail saying what they are, the pipe at once")
        func whatThePathIs() async throws {
            let folder = try TemporaryFolder()
            #expect(mkfifo(folder.path("pipe"), 0o600) == 0)
            let inFile = try await FeedFetching.fetch(folder.file("missing/feed.xml"))
            #expect(inFile.reason == "there is no file \(folder.path("missing/feed.xml"))")
            let directory = try await FeedFetching.fetch(folder.url)
            #expect(directory.reason == "\(folder.url.path) is a folder, not a feed")
            let started = ContinuousClock.now
            let pipe = try await FeedFetching.fetch(folder.file("pipe"))
            #expect(pipe.reason == "\(folder.path("pipe")) is not a regular file (a pipe, a socket or a device), so it is not read")
            #expect(ContinuousClock.now - started < .seconds(10), "not left waiting for a writer")
        }

        @Test("an empty file fails as no feed, not as unreadable")
        func emptyFile() async throws {
            let folder = try TemporaryFolder()
            try folder.write("", to: "empty.xml")
            let empty = try await FeedFetching.fetch(folder.file("empty.xml"))
            #expect(empty.reason?.contains("cannot be read") == false)
            #expect(empty.reason != nil)
        }
    }
}
