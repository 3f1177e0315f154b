import Foundation

/// Keeps the avatars the user made.
public protocol UserAvatarStore: Sendable {
    /// Every avatar the user made, the newest first.
    func userAvatars() async throws -> [Avatar]
    func save(_ avatar: Avatar) async throws
    /// Deletes the avatar with the id and what the store counted for it (its opens); does
    /// nothing when there is none. Its chats and settings are other stores' (`MyAvatarsInteractor`).
    func delete(_ avatarID: String) async throws
    /// Stores the avatar's new name, doing and where in place of its old ones. Throws
    /// `DomainError.notFound` when no avatar the user made has its id (deleted meanwhile).
    func update(_ avatar: Avatar) async throws
    func removeAll() async throws
}

/// Counts how often chats with each avatar were opened.
public protocol PopularityStore: Sendable {
    /// How many times a chat was opened, by avatar id; avatars never opened are left out.
    func openCounts() async throws -> [String: Int]
    /// Adds one to the avatar's count.
    func recordOpen(of avatarID: String) async throws
}
