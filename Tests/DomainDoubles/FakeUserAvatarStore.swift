import Domain

/// The `UserAvatarStore` double: the avatars the user made, in memory.
public actor FakeUserAvatarStore: UserAvatarStore {
    /// Every avatar saved, in the order saved.
    public private(set) var saved: [Avatar] = []

    /// No avatars yet.
    public init() {}

    /// The newest first, as the stores of the app give them.
    public func userAvatars() -> [Avatar] { AvatarRanking.newestFirst(saved) }

    public func save(_ avatar: Avatar) { saved.append(avatar) }

    public func delete(_ avatarID: String) { saved.removeAll { $0.id == avatarID } }

    public func update(_ avatar: Avatar) throws {
        guard let index = saved.firstIndex(where: { $0.id == avatar.id }) else {
            throw DomainError.notFound("avatar \(avatar.name)")
        }
        saved[index] = avatar
    }

    public func removeAll() { saved.removeAll() }
}
