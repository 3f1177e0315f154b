import Foundation

/// The profile screen's rules: the profile and its stats, renaming, recolouring, deleting.
public struct AccountInteractor: Sendable {
    private let profiles: any ProfileService
    private let chats: any ChatStore

    /// Creates the interactor with the services it uses.
    public init(profiles: any ProfileService, chats: any ChatStore) {
        self.profiles = profiles
        self.chats = chats
    }

    /// The saved profile, or nil for a guest.
    public func profile() async throws -> Profile? { try await profiles.currentProfile() }

    /// The chats that hold messages, and how many messages they hold.
    public func stats() async throws -> ProfileStats {
        let summaries = try await chats.chats().filter { $0.messageCount > 0 }
        return ProfileStats(chats: summaries.count, messages: summaries.reduce(0) { $0 + $1.messageCount })
    }

    /// Saves the profile under a new name (validated as when creating the account).
    public func rename(_ profile: Profile, to name: String) async throws -> Profile {
        let renamed = Profile(name: try ProfileInteractor.validName(name), color: profile.color, createdAt: profile.createdAt)
        try await profiles.save(renamed)
        return renamed
    }

    /// Saves the profile with another colour.
    public func recolor(_ profile: Profile, to color: ProfileColor) async throws -> Profile {
        let recolored = Profile(name: profile.name, color: color, createdAt: profile.createdAt)
        try await profiles.save(recolored)
        return recolored
    }

    /// Removes the profile and every chat with its messages.
    public func deleteAccount() async throws {
        try await profiles.deleteAccount()
        for summary in try await chats.chats() { try await chats.deleteChat(summary.id) }
    }
}
