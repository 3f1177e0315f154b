import Domain
import Foundation
import HTTPStreamWire
import TestSupport
import Testing
@testable import DataAccess

extension FeedFetchSuites {
    /// A helper that is missing, crashes, hangs, is of another version or answers garbage fails
    /// only its feed, with one plain sentence.
    @Suite("Fetching a feed: a helper that goes wrong")
    struct FeedHelperFailureTests {
        /// A fake `aichats-http`: a shell script (`TemporaryFolder.writeExecutable`).
        static func script(_ body: String, in folder: TemporaryFolder) throws -> URL {
            try folder.writeExecutable("#!/bin/sh\n" + body + "\n", to: "aichats-http")
        }

        /// A helper that answers `frames` after its version, once a request has begun to arrive
        /// (aichats's version is 9 bytes), then waits for stdin to close.
        static func answering(_ frames: [HTTPStreamFrame], in folder: TemporaryFolder) throws -> URL {
            let bytes = frames.reduce(into: HTTPStreamVersion.current.frame.encoded) { $0.append($1.encoded) }
            try bytes.write(to: folder.file("answer"))
            return try script(
                "head -c 10 > /dev/null; cat \(shellQuoted(folder.path("answer"))); exec cat > /dev/null", in: folder)
        }

        /// A helper that writes this build's version, then runs `command` (a shell command line).
        static func versionThen(_ command: String, in folder: TemporaryFolder) throws -> URL {
            try HTTPStreamVersion.current.frame.encoded.write(to: folder.file("version"))
            return try script("cat \(shellQuoted(folder.path("version"))); \(command)", in: folder)
        }

        static func outcome(helper: URL, killAfter: Duration? = nil) async throws -> FeedFetchOutcome {
            try await FeedFetching.fetch(
                URL(string: "http://127.0.0.1:9/feed.xml")!, with: FeedFetching.fetcher(helper: helper, killAfter: killAfter))
        }

        @Test("a missing helper")
        func missing() async throws {
            let folder = try TemporaryFolder()
            let outcome = try await Self.outcome(helper: folder.file("aichats-http"))
            #expect(outcome.reason == "the network helper aichats-http is missing next to aichats; reinstall")
        }

        @Test("a helper that crashes after its version")
        func crashes() async throws {
            let folder = try TemporaryFolder()
            let helper = try Self.versionThen("kill -SEGV $$", in: folder)
            let outcome = try await Self.outcome(helper: helper)
            #expect(outcome.reason == "the network helper aichats-http stopped while fetching this feed")
        }

        @Test("a helper that hangs is killed after its time")
        func hangs() async throws {
            let folder = try TemporaryFolder()
            let helper = try Self.versionThen("exec sleep 60", in: folder)
            let started = ContinuousClock.now
            let outcome = try await Self.outcome(helper: helper, killAfter: .seconds(1))
            #expect(outcome.reason == "the network helper was stopped after 1 s without an answer")
            #expect(ContinuousClock.now - started < .seconds(10))
        }

        @Test("a helper of another version")
        func otherVersion() async throws {
            let folder = try TemporaryFolder()
            let helper = try Self.answering([], in: folder)
            try HTTPStreamVersion(99).frame.encoded.write(to: folder.file("answer"))
            let outcome = try await Self.outcome(helper: helper)
            #expect(outcome.reason == "the network helper aichats-http is from another version of aichats; reinstall")
        }

        @Test("a reply that is not JSON of a reply is garbage: the helper is stopped")
        func garbageReply() async throws {
            let folder = try TemporaryFolder()
            let helper = try Self.answering([HTTPStreamFrame(kind: .feedReply, payload: Data("[1,2".utf8))], in: folder)
            let outcome = try await Self.outcome(helper: helper)
            #expect(outcome.reason == "the network helper aichats-http stopped while fetching this feed")
        }

        @Test("a reply the mapper refuses fails the feed, saying why")
        func invalidReply() async throws {
            var item = FetchedItem()
            item.links = Array(repeating: "l", count: FetchedFeedMapper.maximumLinksPerItem + 1)
            let reply = FeedFetchAnswer(.fetched(FetchedFeed(title: "T", siteLink: "", items: [item]), validators: .init()))
            let folder = try TemporaryFolder()
            let helper = try Self.answering([try reply.frame], in: folder)
            let outcome = try await Self.outcome(helper: helper)
            #expect(outcome.reason == "the network helper's answer was not valid (an item has more than 10000 links)")
        }
    }
}
