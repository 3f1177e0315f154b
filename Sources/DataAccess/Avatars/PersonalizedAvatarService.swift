import Domain
import Foundation

/// The catalog's avatars together with the ones the user made, each counting the chats opened
/// with it on top of the catalog's popularity, and carrying the user's own system prompt, which
/// its description follows.
public struct PersonalizedAvatarService: AvatarService {
    private let catalog: any AvatarService
    private let userAvatars: any UserAvatarStore
    private let popularity: any PopularityStore
    private let settings: (any AvatarSettingsStore)?

    public init(
        catalog: any AvatarService, userAvatars: any UserAvatarStore, popularity: any PopularityStore,
        settings: (any AvatarSettingsStore)? = nil
    ) {
        self.catalog = catalog
        self.userAvatars = userAvatars
        self.popularity = popularity
        self.settings = settings
    }

    /// The same avatars with the prompts of `settings`.
    public func reading(_ settings: any AvatarSettingsStore) -> PersonalizedAvatarService {
        PersonalizedAvatarService(catalog: catalog, userAvatars: userAvatars, popularity: popularity, settings: settings)
    }

    /// The catalog's avatars, then the user's, with the catalog's rejected records.
    public func allAvatars() async throws -> CatalogLoad<Avatar> {
        let load = try await catalog.allAvatars()
        let counts = try await popularity.openCounts()
        let prompts = try await settings?.ownPrompts() ?? [:]
        let all = try await load.items + userAvatars.userAvatars()
        return CatalogLoad(
            items: all.map { avatar in
                let counted = counts[avatar.id].map { avatar.withPopularity(avatar.popularity + $0) } ?? avatar
                return prompts[avatar.id].map(counted.withOwnPrompt) ?? counted
            },
            problems: load.problems)
    }
}
