import Domain

/// The `ProfileService` double: the profile in memory, with every save recorded.
public actor FakeProfileService: ProfileService {
    /// Every profile saved, in order.
    public private(set) var saved: [Profile] = []
    /// Whether the user continued as a guest (and has not deleted the account since).
    public private(set) var isGuest = false
    private var profile: Profile?

    /// Signed in as `profile`, or not signed in.
    public init(_ profile: Profile? = nil) { self.profile = profile }

    public func currentProfile() -> Profile? { profile }

    public func save(_ profile: Profile) {
        saved.append(profile)
        self.profile = profile
    }

    /// Records the changed profile as saved, as the app's store writes it.
    public func update(_ change: ProfileChange) throws -> Profile {
        guard let profile else { throw DomainError.accountGone }
        let changed = profile.applying(change)
        save(changed)
        return changed
    }

    public func hasLeftWelcome() -> Bool { profile != nil || isGuest }

    public func leaveWelcomeAsGuest() { isGuest = true }

    public func deleteAccount() {
        profile = nil
        isGuest = false
    }
}
