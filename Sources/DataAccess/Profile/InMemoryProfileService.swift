import Domain
import Foundation

/// Keeps the profile in memory for the life of the process.
public actor InMemoryProfileService: ProfileService {
    private var profile: Profile?
    private var isGuest = false

    public init(profile: Profile? = nil) { self.profile = profile }

    public func currentProfile() -> Profile? { profile }

    public func save(_ profile: Profile) { self.profile = profile }

    public func update(_ change: ProfileChange) throws -> Profile {
        guard let profile else { throw DomainError.accountGone }
        let changed = profile.applying(change)
        self.profile = changed
        return changed
    }

    public func hasLeftWelcome() -> Bool { profile != nil || isGuest }

    public func leaveWelcomeAsGuest() { isGuest = true }

    /// Forgets the profile and the guest's choice.
    public func deleteAccount() {
        profile = nil
        isGuest = false
    }
}
