import Domain
import DomainDoubles
import Foundation
import Testing

/// The doubles other tests build on behave as their protocols say.
@Suite("Domain doubles")
struct DomainDoublesTests {
    @Test func failingServicesThrowUnavailable() async {
        await #expect(throws: DomainError.unavailable("avatars.json: the file cannot be read")) {
            try await StubAvatarService.failing().allAvatars()
        }
        await #expect(throws: DomainError.unavailable("news.json: offline")) {
            try await StubNewsService.failing("news.json: offline").allArticles()
        }
    }

    @Test func theFeedListDoubleKeepsTheListsRules() throws {
        let store = FakeFeedListStore(files: [URL(fileURLWithPath: "/urls"): [
            FeedSubscription(address: try FeedAddress("https://a.org/feed")),
            FeedSubscription(address: try FeedAddress("HTTPS://A.org/feed")),
        ]])
        #expect(try store.importFeeds(from: URL(fileURLWithPath: "/urls")).skipped.count == 1)
        #expect(throws: FeedListError.alreadyListed("https://a.org/feed")) {
            try store.add(FeedSubscription(address: try FeedAddress("https://a.org:443/feed")))
        }
        #expect(try store.remove(try FeedAddress("https://A.ORG/feed")).address.text == "https://a.org/feed")
        #expect(throws: FeedListError.notListed("https://a.org/feed")) { try store.remove(try FeedAddress("https://a.org/feed")) }
        #expect(store.list() == FeedList())
    }
}
