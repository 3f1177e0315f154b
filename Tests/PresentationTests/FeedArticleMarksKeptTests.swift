import Domain
import DomainDoubles
import Foundation
@testable import Presentation
import Testing

/// What `b` and `N` promise in a feed's reader holds: a bookmark of an item a refresh removed
/// meanwhile, and an unread mark across Help or a cancelled picker.
@MainActor
@Suite("FeedArticlePresenter: bookmarks and unread marks that hold")
struct FeedArticleMarksKeptTests {
    /// A refresh (cron's, `r`) pruned the item while it was on screen: `b` stores it again.
    @Test func aBookmarkOfAnItemARefreshRemovedKeepsIt() async throws {
        let harness = try await FeedHarness.filled(count: 2)
        let item = try #require(try await harness.cache.items(FeedItemQuery()).last)
        let reader = harness.article(item.id)
        await reader.onAppear()
        harness.cache.base.remove([item.id])
        await reader.toggleBookmark()
        let kept = try #require(try await harness.cache.item(id: item.id))
        #expect(kept.isBookmarked)
        #expect(kept.title == item.title)
        #expect(try await harness.cache.items(FeedItemQuery(bookmarkedOnly: true)).map(\.id) == [item.id])
        #expect(reader.headline?.item.isBookmarked == true)
        #expect(harness.router.notice?.text == "Bookmarked: find it under Categories › Bookmarks")
    }

    /// `c` on an item a refresh removed while it was on screen stores it again: the chat about it
    /// gives the model the text on screen, and keeps the item.
    @Test func aChatAboutAnItemARefreshRemovedKeepsIt() async throws {
        let harness = try await FeedHarness.filled(count: 2)
        let item = try #require(try await harness.cache.items(FeedItemQuery()).last)
        let chats = ChatsInteractor(store: FakeChatStore(clock: .fixed(FeedHarness.now)), avatars: StubAvatarService([]))
        let reader = FeedArticlePresenter(
            itemID: item.id, interactor: harness.interactor, chats: chats, router: harness.router, clock: .fixed(FeedHarness.now))
        await reader.onAppear()
        harness.cache.base.remove([item.id])
        await reader.chatsAbout?.startChat()
        let kept = try #require(try await harness.cache.item(id: item.id))
        #expect(kept.contentText == item.contentText && kept.summaryText == item.summaryText)
        #expect(!kept.isBookmarked, "kept for the chat, not bookmarked")
        #expect(harness.router.sheet == .avatarPicker(article: ArticleReference(kept)))
    }

    /// The same from the list it was read in.
    @Test func aBookmarkFromTheListOfAnItemARefreshRemovedKeepsIt() async throws {
        let harness = try await FeedHarness.filled(count: 2)
        let list = harness.items(.feed(FeedHarness.tech))
        await list.onAppear()
        let item = try #require(list.selectedHeadline)
        harness.cache.base.remove([item.id])
        await list.toggleBookmark()
        #expect(try await harness.cache.item(id: item.id)?.isBookmarked == true)
        #expect(list.selectedHeadline?.item.isBookmarked == true)
    }

    /// Closing Help or the "Discuss with…" picker shows the reader again: no opening, so the
    /// item stays unread.
    @Test func anUnreadMarkStaysWhenTheReaderShowsAgain() async throws {
        let harness = try await FeedHarness.filled(count: 1)
        let id = try #require(try await harness.cache.items(FeedItemQuery()).first?.id)
        let reader = harness.article(id)
        await reader.onAppear()
        #expect(try await harness.cache.item(id: id)?.isRead == true)
        await reader.toggleRead()
        await reader.onReappear()
        #expect(try await harness.cache.item(id: id)?.isRead == false)
        #expect(reader.headline?.item.isRead == false)
    }
}
