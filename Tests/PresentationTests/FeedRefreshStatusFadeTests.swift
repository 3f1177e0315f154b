import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

extension FeedRefreshActivityTests {
    /// The summary shows on every screen for a while after the refresh; then only where feeds
    /// are (and Explore, whose `f` opens them), without the old items removed, so a chat's status
    /// bar no longer says "1 feed failed" for the session while Feeds still does.
    @Test func anOldSummaryShowsOnlyOnTheFeedScreensAndExplore() async {
        let clock = ManualClock(Self.now)
        let steps = [
            FeedRefreshProgress(done: 1, total: 2, latest: FeedRefreshResult(
                feed: "https://a.example.org/feed", outcome: .updated(newItems: 400), removedItems: 341)),
            FeedRefreshProgress(done: 2, total: 2, latest: FeedRefreshResult(
                feed: "https://b.example.org/rss", outcome: .failed(reason: "timed out"))),
        ]
        let activity = FeedRefreshActivity(runner: Self.runner(steps), clock: clock.provider)
        activity.start()
        await activity.task?.value
        clock.advance(by: FeedRefreshActivity.summaryShowsEverywhereFor - 1)
        let chat = AppRoute.chat(avatarID: "a1")
        #expect(activity.statusText(on: chat) == "updated 09:00 · 341 old items removed · 1 feed failed (details on Feeds)")

        clock.advance(by: 1)
        for screen in [chat, .chats, .profile, .category(.avatars(.man)), .article(id: "x")] {
            #expect(activity.statusText(on: screen) == nil, "\(screen)")
        }
        #expect(activity.statusText(on: .feeds) == "updated 09:00 · 1 feed failed")
        #expect(activity.statusText(on: .explore) == "updated 09:00 · 1 feed failed (f for details)")
        #expect(activity.statusText(on: .feedItems(.all)) == "updated 09:00 · 1 feed failed (details on Feeds)")
        #expect(activity.statusText(on: .feedArticle(id: 1)) == "updated 09:00 · 1 feed failed (details on Feeds)")
        #expect(activity.statusText(on: .category(.feedTag("tech"))) == "updated 09:00 · 1 feed failed (details on Feeds)")

        activity.start()
        #expect(activity.statusText(on: chat) == "refreshing…", "a refresh under way shows everywhere")
        await activity.task?.value
        #expect(activity.statusText(on: chat) == "updated 09:05 · 341 old items removed · 1 feed failed (details on Feeds)",
                "and its summary, afresh")
    }
}
