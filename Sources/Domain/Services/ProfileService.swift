import Foundation

/// Stores the user's profile and session.
public protocol ProfileService: Sendable {
    /// The saved profile, or nil when there is none.
    func currentProfile() async throws -> Profile?
    /// Saves the profile, replacing any earlier one.
    func save(_ profile: Profile) async throws

    /// Removes the profile and every record the user made; afterwards there is no profile.
    func deleteAccount() async throws
}
