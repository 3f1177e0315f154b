import Domain
import Foundation

/// Keeps the avatars the user made and the popularity counts in memory (tests and `.mock`).
public actor InMemoryAvatarStore: UserAvatarStore, PopularityStore {
    private var avatars: [Avatar] = []
    private var counts: [String: Int] = [:]

    public init() {}

    public func userAvatars() -> [Avatar] { AvatarRanking.newestFirst(avatars) }

    public func save(_ avatar: Avatar) { avatars.append(avatar) }

    public func delete(_ avatarID: String) {
        avatars.removeAll { $0.id == avatarID }
        counts[avatarID] = nil
    }

    public func update(_ avatar: Avatar) throws {
        guard let index = avatars.firstIndex(where: { $0.id == avatar.id }) else {
            throw DomainError.notFound("avatar \(avatar.name)")
        }
        avatars[index] = avatar
    }

    public func removeAll() { avatars.removeAll() }

    public func openCounts() -> [String: Int] { counts }

    public func recordOpen(of avatarID: String) { counts[avatarID, default: 0] += 1 }
}
