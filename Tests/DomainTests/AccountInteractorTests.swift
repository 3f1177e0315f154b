@testable import Domain
import DomainDoubles
import Foundation
import Testing

@Suite("AccountInteractor")
struct AccountInteractorTests {
    let ann = Profile(name: "Ann", color: .green, createdAt: referenceNow)
    let marks = FakeArticleMarksStore([
        "a1": ArticleMarks(readAt: referenceNow, bookmarkedAt: referenceNow),
        "a2": ArticleMarks(readAt: referenceNow),
        "a3": ArticleMarks(bookmarkedAt: referenceNow),
    ])

    func store() -> FakeChatStore {
        let message = ChatMessage(role: .user, text: "hi", sentAt: referenceNow)
        return FakeChatStore(chats: [
            (Chat(avatarID: "a", createdAt: referenceNow, modifiedAt: referenceNow), [message, message]),
            (Chat(avatarID: "b", createdAt: referenceNow, modifiedAt: referenceNow), [message]),
            (Chat(avatarID: "c", createdAt: referenceNow, modifiedAt: referenceNow), []),
        ])
    }

    /// The interactor with `profiles`, no marks, no made avatars and no feeds.
    func account(_ profiles: FakeProfileService) -> AccountInteractor {
        AccountInteractor(profiles: profiles, chats: store(), drafts: FakeDraftStore(), marks: FakeArticleMarksStore(), userAvatars: FakeUserAvatarStore(),
            feedCache: FakeFeedCache())
    }

    @Test func statsCountChatsWithMessagesAndTheirMessages() async throws {
        let interactor = AccountInteractor(profiles: FakeProfileService(ann), chats: store(), drafts: FakeDraftStore(), marks: marks,
            userAvatars: FakeUserAvatarStore(), feedCache: FakeFeedCache())
        #expect(try await interactor.stats() == ProfileStats(chats: 2, messages: 3, avatars: 0, bookmarks: 2, readArticles: 2))
        #expect(try await interactor.profile() == ann)
    }

    /// Profile counts the conversations Chats lists: one with only a draft too, never one left empty.
    @Test func aChatWithOnlyADraftCountsAsAConversation() async throws {
        let chats = store(), drafts = FakeDraftStore()
        let empty = try #require(await chats.chats().first { $0.messageCount == 0 })
        try await drafts.saveDraft("unsent words", in: empty.id)
        let interactor = AccountInteractor(profiles: FakeProfileService(ann), chats: chats, drafts: drafts, marks: marks,
            userAvatars: FakeUserAvatarStore(), feedCache: FakeFeedCache())
        #expect(try await interactor.stats() == ProfileStats(chats: 3, messages: 3, avatars: 0, bookmarks: 2, drafts: 1, readArticles: 2))
        let listed = try await ChatsInteractor(store: chats, avatars: StubAvatarService([]), drafts: drafts).conversations()
        #expect(listed.count == 3, "as many as the Chats screen lists")
    }

    /// A feed of three items, and the interactor over it with the sample marks.
    func withThreeFeedItems() throws -> (FakeFeedCache, [Int64], AccountInteractor) {
        let feeds = FakeFeedCache()
        let items = (0..<3).map { index in
            var item = FetchedItem()
            item.guid = "g\(index)"
            return item
        }
        try feeds.store(FetchedFeed(title: "F", siteLink: "", items: items), feed: "https://f.org/", validators: .init(), at: referenceNow)
        let interactor = AccountInteractor(profiles: FakeProfileService(ann), chats: store(), drafts: FakeDraftStore(), marks: marks,
            userAvatars: FakeUserAvatarStore(), feedCache: feeds)
        return (feeds, feeds.items(FeedItemQuery()).map(\.id), interactor)
    }

    @Test func readMarksCountTheFeedsItemsToo() async throws {
        let (feeds, ids, interactor) = try withThreeFeedItems()
        try feeds.setRead(Array(ids.prefix(2)), true)
        #expect(try await interactor.stats().readArticles == 4, "two sample articles and two feed items")
    }

    @Test func bookmarksCountTheFeedsItemsToo() async throws {
        let (feeds, ids, interactor) = try withThreeFeedItems()
        for id in ids.prefix(2) { try feeds.setBookmarked(id, true) }
        #expect(try await interactor.stats().bookmarks == 4, "two sample articles and two feed items")
    }

    @Test func renameValidatesAndSaves() async throws {
        let profiles = FakeProfileService(ann)
        let interactor = account(profiles)
        let renamed = try await interactor.rename(to: "  美咲  ")
        #expect(renamed == Profile(name: "美咲", color: .green, createdAt: referenceNow))
        #expect(await profiles.saved == [renamed])
        await #expect(throws: DomainError.self) { try await interactor.rename(to: "   ") }
        await #expect(throws: DomainError.self) { try await interactor.rename(to: String(repeating: "x", count: 33)) }
    }

    @Test func recolorSaves() async throws {
        let profiles = FakeProfileService(ann)
        let interactor = account(profiles)
        #expect(try await interactor.recolor(to: .blue).color == .blue)
        #expect(await profiles.currentProfile()?.color == .blue)
    }

    /// Another aichats on the same data folder renamed the account: a colour change here keeps
    /// that name, and says what is stored.
    @Test func recolorKeepsANameChangedElsewhere() async throws {
        let profiles = FakeProfileService(ann)
        let interactor = account(profiles)
        await profiles.save(Profile(name: "Zed", color: .green, createdAt: referenceNow))
        #expect(try await interactor.recolor(to: .cyan) == Profile(name: "Zed", color: .cyan, createdAt: referenceNow))
    }

    /// The account was deleted in another aichats: a rename or a colour change does not bring it back.
    @Test func changesToADeletedAccountAreRefused() async throws {
        let profiles = FakeProfileService(ann)
        let interactor = account(profiles)
        await profiles.deleteAccount()
        await #expect(throws: DomainError.accountGone) { try await interactor.recolor(to: .blue) }
        await #expect(throws: DomainError.accountGone) { try await interactor.rename(to: "Ann") }
        #expect(await profiles.currentProfile() == nil)
        #expect(await profiles.saved.isEmpty)
    }

    @Test func deleteAccountRemovesTheProfileChatsMarksAndMadeAvatars() async throws {
        let profiles = FakeProfileService(ann)
        let chats = store()
        let avatars = FakeUserAvatarStore()
        await avatars.save(makeAvatar("mine"))
        let feeds = FakeFeedCache()
        var item = FetchedItem()
        item.guid = "g"
        try feeds.store(FetchedFeed(title: "F", siteLink: "", items: [item]), feed: "https://f.org/", validators: .init(), at: referenceNow)
        let cached = try #require(feeds.items(FeedItemQuery()).first)
        try feeds.setRead([cached.id], true)
        try feeds.setBookmarked(cached.id, true)
        let interactor = AccountInteractor(
            profiles: profiles, chats: chats, drafts: FakeDraftStore(), marks: marks, userAvatars: avatars, feedCache: feeds)
        try await interactor.deleteAccount()
        let kept = try #require(feeds.items(FeedItemQuery()).first, "the feed's item stays cached")
        #expect(!kept.isRead && !kept.isBookmarked)
        #expect(await profiles.currentProfile() == nil)
        #expect(await chats.chats().isEmpty)
        #expect(await marks.marks.isEmpty)
        #expect(await avatars.saved.isEmpty)
    }
}
