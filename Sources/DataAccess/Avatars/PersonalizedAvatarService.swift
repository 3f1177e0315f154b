import Domain
import Foundation

/// The catalog's avatars together with the ones the user made, each counting the chats opened
/// with it on top of the catalog's popularity.
public struct PersonalizedAvatarService: AvatarService {
    private let catalog: any AvatarService
    private let userAvatars: any UserAvatarStore
    private let popularity: any PopularityStore

    public init(catalog: any AvatarService, userAvatars: any UserAvatarStore, popularity: any PopularityStore) {
        self.catalog = catalog
        self.userAvatars = userAvatars
        self.popularity = popularity
    }

    /// The catalog's avatars, then the user's, with the catalog's rejected records.
    public func allAvatars() async throws -> CatalogLoad<Avatar> {
        let load = try await catalog.allAvatars()
        let counts = try await popularity.openCounts()
        let all = try await load.items + userAvatars.userAvatars()
        return CatalogLoad(
            items: all.map { avatar in counts[avatar.id].map { avatar.withPopularity(avatar.popularity + $0) } ?? avatar },
            problems: load.problems)
    }
}
