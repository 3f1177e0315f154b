import Foundation

/// The profile screen's rules: the profile and its stats, renaming, recolouring, deleting.
public struct AccountInteractor: Sendable {
    private let profiles: any ProfileService
    private let chats: any ChatStore
    private let drafts: any DraftStore
    private let marks: any ArticleMarksStore
    private let userAvatars: any UserAvatarStore
    private let feedCache: any FeedCache

    public init(
        profiles: any ProfileService, chats: any ChatStore, drafts: any DraftStore, marks: any ArticleMarksStore,
        userAvatars: any UserAvatarStore, feedCache: any FeedCache
    ) {
        self.profiles = profiles
        self.chats = chats
        self.drafts = drafts
        self.marks = marks
        self.userAvatars = userAvatars
        self.feedCache = feedCache
    }

    /// The saved profile, or nil for a guest.
    public func profile() async throws -> Profile? { try await profiles.currentProfile() }

    /// The conversations (as the Chats screen lists them: with a message or a draft), how many
    /// messages and unsent drafts they hold, the avatars the user made, and the bookmarks and
    /// read marks: the sample articles' and the feeds' items'.
    public func stats() async throws -> ProfileStats {
        // A draft that cannot be read counts as none, as in the chats list.
        let drafts = (try? await drafts.drafts()) ?? [:]
        let summaries = try await chats.chats().filter { $0.isConversation(drafts: drafts) }
        let sampleMarks = try await marks.allMarks().values
        let bookmarks = try await sampleMarks.filter(\.isBookmarked).count + feedCache.count(FeedItemQuery(bookmarkedOnly: true))
        let readItems = try await feedCache.count(FeedItemQuery()) - feedCache.count(FeedItemQuery(unreadOnly: true))
        return ProfileStats(
            chats: summaries.count, messages: summaries.reduce(0) { $0 + $1.messageCount },
            avatars: try await userAvatars.userAvatars().count, bookmarks: bookmarks,
            drafts: summaries.filter { drafts[$0.id] != nil }.count, readArticles: sampleMarks.filter(\.isRead).count + readItems)
    }

    /// Saves a new name (validated as when creating the account), the rest of the profile as
    /// stored; returns the stored profile. Throws `DomainError.accountGone` when the account was
    /// deleted meanwhile: it is not created again.
    public func rename(to name: String) async throws -> Profile {
        try await profiles.update(.name(try ProfileInteractor.validName(name)))
    }

    /// Saves another colour, the rest of the profile as stored; returns the stored profile.
    /// Throws `DomainError.accountGone` when the account was deleted meanwhile.
    public func recolor(to color: ProfileColor) async throws -> Profile {
        try await profiles.update(.color(color))
    }

    /// Removes the profile, every chat with its messages, the reader's marks (also on the feeds'
    /// items, which stay cached) and the avatars the user made.
    public func deleteAccount() async throws {
        try await profiles.deleteAccount()
        for summary in try await chats.chats() { try await chats.deleteChat(summary.id) }
        try await marks.removeAll()
        try await feedCache.removeMarks()
        try await userAvatars.removeAll()
    }
}
