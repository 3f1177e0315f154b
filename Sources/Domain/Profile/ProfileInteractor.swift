import Foundation

/// Creating and reading the user's account.
public struct ProfileInteractor: Sendable {
    /// The longest display name, in characters.
    public static let maxNameLength = 32

    private let profiles: any ProfileService
    private let clock: NowProvider

    public init(profiles: any ProfileService, clock: NowProvider) {
        self.profiles = profiles
        self.clock = clock
    }

    /// The saved profile, or nil for a guest.
    public func currentProfile() async throws -> Profile? {
        try await profiles.currentProfile()
    }

    /// Remembers that the user continued as a guest, so Welcome is not shown again.
    public func continueAsGuest() async throws {
        try await profiles.leaveWelcomeAsGuest()
    }

    /// The name without surrounding spaces; throws when it is empty or too long.
    public static func validName(_ name: String) throws -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !VisibleText.isEmpty(trimmed) else { throw DomainError.invalidInput("enter a display name") }
        guard trimmed.count <= maxNameLength else {
            throw DomainError.invalidInput("a name has at most \(maxNameLength) characters")
        }
        return trimmed
    }

    /// Validates the name and saves a new profile.
    public func createAccount(name: String, color: ProfileColor) async throws -> Profile {
        let profile = Profile(name: try Self.validName(name), color: color, createdAt: clock.now())
        try await profiles.save(profile)
        return profile
    }
}
