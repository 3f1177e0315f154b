import Domain
import Foundation

/// Keeps the avatars the user made and the popularity counts in memory (tests and `.mock`).
public actor InMemoryAvatarStore: UserAvatarStore, PopularityStore {
    private var avatars: [Avatar] = []
    private var counts: [String: Int] = [:]

    /// Creates an empty store.
    public init() {}

    /// Every avatar the user made, the newest first.
    public func userAvatars() -> [Avatar] { AvatarRanking.newestFirst(avatars) }

    /// Saves a new avatar.
    public func save(_ avatar: Avatar) { avatars.append(avatar) }

    /// Deletes every avatar the user made.
    public func removeAll() { avatars.removeAll() }

    /// How many times a chat was opened, by avatar id.
    public func openCounts() -> [String: Int] { counts }

    /// Adds one to the avatar's count.
    public func recordOpen(of avatarID: String) { counts[avatarID, default: 0] += 1 }
}

/// Keeps which articles were read and bookmarked in memory (tests and `.mock`).
public actor InMemoryArticleMarksStore: ArticleMarksStore {
    private var marks: [String: ArticleMarks] = [:]

    /// Creates a store with no marks.
    public init() {}

    /// The marks of every article that has any.
    public func allMarks() -> [String: ArticleMarks] { marks }

    /// Records the first time the article was read.
    public func markRead(_ articleID: String, at time: Date) {
        if marks[articleID]?.readAt == nil { marks[articleID, default: ArticleMarks()].readAt = time }
    }

    /// Sets or clears the article's bookmark.
    public func setBookmark(_ articleID: String, at time: Date?) { marks[articleID, default: ArticleMarks()].bookmarkedAt = time }

    /// Forgets every mark.
    public func removeAll() { marks.removeAll() }
}
