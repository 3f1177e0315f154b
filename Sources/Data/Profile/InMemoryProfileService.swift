import Domain
import Foundation

/// Keeps the profile in memory for the life of the process.
public actor InMemoryProfileService: ProfileService {
    private var profile: Profile?

    /// Creates the store, optionally already signed in.
    public init(profile: Profile? = nil) { self.profile = profile }

    /// The saved profile, or nil for a guest.
    public func currentProfile() -> Profile? { profile }

    /// Replaces the saved profile.
    public func save(_ profile: Profile) { self.profile = profile }

    /// Forgets the profile.
    public func deleteAccount() { profile = nil }
}
