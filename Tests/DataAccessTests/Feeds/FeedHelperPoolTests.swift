import Domain
import Foundation
import Testing
@testable import DataAccess

extension FeedFetchSuites {
    /// The helpers of a fetcher are reused feed after feed; one that crashes, hangs or answers
    /// garbage fails only the feed it was fetching, and another takes its place.
    @Suite("Fetching feeds: the pool of helpers")
    struct FeedHelperPoolTests {
        /// `feed-helper-double`, built beside `aichats-http`: it answers "pid N", or crashes, hangs
        /// or writes garbage when the feed's file name says so.
        static var double: URL {
            FeedFetching.helper.deletingLastPathComponent().appendingPathComponent("feed-helper-double")
        }

        static func fetcher(_ pool: FeedHelperPool, killAfter: Duration? = nil) -> HelperFeedFetcher {
            FeedFetching.fetcher(maximumFetches: pool.maximumHelpers, helper: double, killAfter: killAfter, pool: pool)
        }

        /// The feeds named, fetched one after another: the pid that answered each, or its failure.
        static func fetchInTurn(_ names: [String], with fetcher: HelperFeedFetcher) async throws -> [String] {
            var answers: [String] = []
            for name in names {
                let outcome = try await FeedFetching.fetch(URL(string: "http://127.0.0.1:9/\(name)")!, with: fetcher)
                answers.append(outcome.feed?.title ?? outcome.reason ?? "?")
            }
            return answers
        }

        static func isGone(_ pidText: String) -> Bool {
            guard let pid = pid_t(pidText.dropFirst(4)) else { return false }
            return kill(pid, 0) != 0 && errno == ESRCH
        }

        @Test("one helper answers feed after feed, and is retired after its share of feeds")
        func reusedThenRetired() async throws {
            let pool = FeedHelperPool(maximumHelpers: 1, feedsPerHelper: 3)
            let answers = try await Self.fetchInTurn(["a", "b", "c", "d", "e"], with: Self.fetcher(pool))
            #expect(answers.allSatisfy { $0.hasPrefix("pid ") })
            #expect(Set(answers[0..<3]).count == 1, "the first three from one helper")
            #expect(Set(answers[3..<5]).count == 1)
            #expect(answers[0] != answers[3], "a new helper after three feeds")
            #expect(await pool.started == 2)
            try await Task.sleep(for: .milliseconds(500))
            #expect(Self.isGone(answers[0]), "the retired helper exited and was reaped")
        }

        @Test("a helper that crashes fails only its feed; the next feed gets a new helper")
        func crash() async throws {
            let pool = FeedHelperPool(maximumHelpers: 1)
            let answers = try await Self.fetchInTurn(["a", "crash", "b", "c"], with: Self.fetcher(pool))
            #expect(answers[1] == "the network helper aichats-http stopped while fetching this feed")
            #expect(answers[0].hasPrefix("pid ") && answers[2].hasPrefix("pid "))
            #expect(answers[0] != answers[2])
            #expect(answers[2] == answers[3], "the new helper is reused in turn")
        }

        @Test("a helper that hangs is killed after the time limit; only its feed fails")
        func hang() async throws {
            let pool = FeedHelperPool(maximumHelpers: 1)
            let answers = try await Self.fetchInTurn(["a", "hang", "b"], with: Self.fetcher(pool, killAfter: .seconds(1)))
            #expect(answers[1] == "the network helper was stopped after 1 s without an answer")
            #expect(answers[0].hasPrefix("pid ") && answers[2].hasPrefix("pid "))
            #expect(answers[0] != answers[2])
        }

        @Test("a helper that answers garbage is stopped; only its feed fails")
        func garbage() async throws {
            let pool = FeedHelperPool(maximumHelpers: 1)
            let answers = try await Self.fetchInTurn(["a", "garbage", "b"], with: Self.fetcher(pool))
            #expect(answers[1] == "the network helper aichats-http stopped while fetching this feed")
            #expect(answers[0].hasPrefix("pid ") && answers[2].hasPrefix("pid "))
            #expect(answers[0] != answers[2])
            try await Task.sleep(for: .milliseconds(500))
            #expect(Self.isGone(answers[0]))
        }

        @Test("12 feeds at once, two of them failing: the other ten arrive, from at most 4 helpers at a time")
        func together() async throws {
            let pool = FeedHelperPool(maximumHelpers: 4)
            let fetcher = Self.fetcher(pool)
            let names = (0..<12).map { $0 == 3 ? "crash" : $0 == 7 ? "garbage" : "feed\($0)" }
            let answers = try await withThrowingTaskGroup(of: String.self) { group in
                for name in names {
                    group.addTask {
                        let outcome = try await FeedFetching.fetch(URL(string: "http://127.0.0.\(name.count % 3 + 1):9/\(name)")!, with: fetcher)
                        return outcome.feed?.title ?? outcome.reason ?? "?"
                    }
                }
                return try await group.reduce(into: [String]()) { $0.append($1) }
            }
            #expect(answers.filter { $0.hasPrefix("pid ") }.count == 10)
            #expect(answers.filter { $0 == "the network helper aichats-http stopped while fetching this feed" }.count == 2)
            #expect(await pool.live <= 4)
            #expect(await pool.started <= 6, "4, and one for each helper that failed")
        }

        @Test("an idle helper is retired after the idle limit")
        func idle() async throws {
            let pool = FeedHelperPool(maximumHelpers: 2, idleLimit: .milliseconds(200))
            let answers = try await Self.fetchInTurn(["a"], with: Self.fetcher(pool))
            #expect(!Self.isGone(answers[0]))
            try await Task.sleep(for: .seconds(1))
            #expect(Self.isGone(answers[0]))
            #expect(await pool.live == 0)
        }

        @Test("finish lets every helper go and returns once they have exited")
        func finish() async throws {
            let pool = FeedHelperPool(maximumHelpers: 2)
            let fetcher = Self.fetcher(pool)
            let answers = try await Self.fetchInTurn(["a", "b"], with: fetcher)
            #expect(await pool.live == 1)
            await fetcher.finish()
            #expect(await pool.live == 0)
            #expect(Self.isGone(answers[0]))
        }
    }
}
