import Foundation

/// Stores the user's profile and session.
public protocol ProfileService: Sendable {
    /// The saved profile, or nil when there is none.
    func currentProfile() async throws -> Profile?
    /// Saves the profile, replacing any earlier one: creating the account.
    func save(_ profile: Profile) async throws
    /// Makes `change` to the stored profile, in one step, and returns the profile as stored
    /// afterwards (with what another aichats changed meanwhile). Never creates a profile: when
    /// there is none (the account was deleted, in another aichats, say), throws
    /// `DomainError.accountGone`.
    func update(_ change: ProfileChange) async throws -> Profile

    /// True once the user has left Welcome, with an account or as a guest.
    func hasLeftWelcome() async throws -> Bool
    /// Records that the user continued as a guest, so Welcome is not shown again.
    func leaveWelcomeAsGuest() async throws

    /// Removes the profile and every record the user made; afterwards there is no profile and
    /// Welcome shows again.
    func deleteAccount() async throws
}
