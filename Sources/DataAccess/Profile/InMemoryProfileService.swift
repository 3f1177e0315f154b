import Domain
import Foundation

/// Keeps the profile in memory for the life of the process.
public actor InMemoryProfileService: ProfileService {
    private var profile: Profile?
    private var isGuest = false

    /// Creates the store, optionally already signed in.
    public init(profile: Profile? = nil) { self.profile = profile }

    /// The saved profile, or nil for a guest.
    public func currentProfile() -> Profile? { profile }

    /// Replaces the saved profile.
    public func save(_ profile: Profile) { self.profile = profile }

    /// True with a profile or after continuing as a guest.
    public func hasLeftWelcome() -> Bool { profile != nil || isGuest }

    /// Remembers that the user continued as a guest.
    public func leaveWelcomeAsGuest() { isGuest = true }

    /// Forgets the profile and the guest's choice.
    public func deleteAccount() {
        profile = nil
        isGuest = false
    }
}
