import Foundation

/// The avatars the user made: renaming one (its name, doing and where), deleting one with every
/// chat with it. The catalog's avatars are not the user's to change.
public struct MyAvatarsInteractor: Sendable {
    private let avatars: any AvatarService
    private let userAvatars: any UserAvatarStore
    private let chats: any ChatStore
    private let drafts: any DraftStore
    private let settings: any AvatarSettingsStore

    /// `avatars` is every avatar, whose names a renamed one must not take.
    public init(
        avatars: any AvatarService, userAvatars: any UserAvatarStore, chats: any ChatStore, drafts: any DraftStore,
        settings: any AvatarSettingsStore
    ) {
        self.avatars = avatars
        self.userAvatars = userAvatars
        self.chats = chats
        self.drafts = drafts
        self.settings = settings
    }

    /// What deleting the avatar would take with it now, for the question asked first. Throws
    /// `DomainError.invalidInput` for a catalog avatar.
    public func deletion(of avatar: Avatar) async throws -> AvatarDeletion {
        try Self.checkDeletable(avatar)
        // A draft that cannot be read is counted as none, as the Chats list shows it.
        let drafted = (try? await drafts.drafts()) ?? [:]
        let kept = try await chats(with: avatar).filter { $0.messageCount > 0 || drafted[$0.id] != nil }
        return AvatarDeletion(
            avatar: avatar, chats: kept.count, messages: kept.reduce(0) { $0 + $1.messageCount },
            drafts: kept.filter { drafted[$0.id] != nil }.count)
    }

    /// Deletes the avatar, every chat with it (its main chat and the chats about articles, with
    /// their messages and drafts) and its settings. The chats go first: a failure half way leaves
    /// the avatar, to be deleted again, never chats whose avatar is gone.
    public func delete(_ avatar: Avatar) async throws {
        try Self.checkDeletable(avatar)
        for summary in try await chats(with: avatar) { try await chats.deleteChat(summary.id) }
        try await settings.save(AvatarSettings(), for: avatar.id)
        try await userAvatars.delete(avatar.id)
    }

    /// Stores the avatar with a new name, doing and where (both may be empty), checked as when
    /// it was made (a name another avatar has is refused), and returns it. Throws `DomainError.invalidInput` saying
    /// which field is wrong, for a catalog avatar too; nothing is saved then.
    public func edit(_ avatar: Avatar, name: String, action: String, location: String) async throws -> Avatar {
        guard avatar.isUserMade else {
            throw DomainError.invalidInput("\(avatar.name) is from the catalog: only avatars you made can be renamed")
        }
        let name = try CreateAvatarInteractor.field(name, "a name", max: CreateAvatarInteractor.maxNameLength)
        try AvatarName.checkUnique(name, among: try await avatars.allAvatars().items.filter { $0.id != avatar.id })
        let edited = Avatar(
            id: avatar.id, name: name, character: avatar.character,
            action: try CreateAvatarInteractor.optionalField(
                action, CreateAvatarInteractor.actionLabel, max: CreateAvatarInteractor.maxPhraseLength),
            location: try CreateAvatarInteractor.optionalField(
                location, CreateAvatarInteractor.locationLabel, max: CreateAvatarInteractor.maxPhraseLength),
            author: avatar.author, createdAt: avatar.createdAt, popularity: avatar.popularity, isUserMade: true,
            ownPrompt: avatar.ownPrompt)
        try await userAvatars.update(edited)
        return edited
    }

    private func chats(with avatar: Avatar) async throws -> [ChatSummary] {
        try await chats.chats().filter { $0.chat.avatarID == avatar.id }
    }

    private static func checkDeletable(_ avatar: Avatar) throws {
        guard avatar.isUserMade else {
            throw DomainError.invalidInput("\(avatar.name) is from the catalog: only avatars you made can be deleted")
        }
    }
}
