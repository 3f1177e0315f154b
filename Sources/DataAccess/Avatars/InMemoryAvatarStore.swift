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
