import DataAccess
import Domain
import Foundation
import Synchronization
import TestSupport
import Testing

/// Changes to the feed list at the same time (two `aichats feeds add` in scripts, an import while
/// the app's editor is open) take turns: none is lost.
@Suite("The feed list file: changes at the same time")
struct URLsFileConcurrencyTests {
    @Test func everyOneOfManyAddsAtOnceEndsInTheList() throws {
        let fixture = try FeedListFixture("# mine\nhttps://seed.org/feed\n")
        let addresses = (0..<24).map { "https://feed\($0).example.org/rss" }
        let failures = Mutex<[String]>([])
        // Threads of their own, each with its own store, as separate processes have: a task group
        // would run only as many at once as the machine has cores.
        let finished = DispatchGroup()
        for address in addresses {
            finished.enter()
            Thread.detachNewThread { [store = fixture.store] in
                defer { finished.leave() }
                do {
                    try store.add(FeedSubscription(address: try FeedAddress(address)))
                } catch {
                    failures.withLock { $0.append("\(address): \(error)") }
                }
            }
        }
        finished.wait()
        #expect(failures.withLock { $0 } == [])
        let listed = try fixture.store.list().feeds.map(\.address.text)
        #expect(listed.count == addresses.count + 1)
        #expect(Set(listed) == Set(addresses + ["https://seed.org/feed"]))
        #expect(fixture.text.hasPrefix("# mine\nhttps://seed.org/feed\n"))
        #expect(try fixture.folder.listing() == ["urls"], "no lock file or temporary file is left behind")
    }

    /// The change waits 5 s on a thread of its own: blocking one of the concurrency pool's few
    /// threads that long would stall the other tests' tasks.
    @Test func aChangeWaitsForAnotherAndSaysWhyWhenItTakesTooLong() async throws {
        let fixture = try FeedListFixture("https://a.org/feed\n")
        let holder = open(fixture.folder.url.path, O_RDONLY | O_DIRECTORY)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX) == 0)
        let started = ContinuousClock.now
        let store = fixture.store
        let result: Result<Void, FeedListError> = await withCheckedContinuation { done in
            Thread.detachNewThread {
                done.resume(returning: Result { () throws(FeedListError) in
                    try store.add(FeedSubscription(address: try FeedAddress("https://b.org/feed")))
                })
            }
        }
        #expect(ContinuousClock.now - started >= .seconds(4))
        let error: FeedListError? = if case .failure(let failure) = result { failure } else { nil }
        #expect(error?.message.contains("another aichats is changing it") == true)
        #expect(fixture.text == "https://a.org/feed\n")
    }
}
