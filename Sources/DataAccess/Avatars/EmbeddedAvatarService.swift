import Domain
import Foundation

/// Serves the avatars of an `EmbeddedCatalog`.
public struct EmbeddedAvatarService: AvatarService {
    private let catalog: EmbeddedCatalog

    public init(catalog: EmbeddedCatalog) { self.catalog = catalog }

    public func allAvatars() async throws -> CatalogLoad<Avatar> {
        try await catalog.avatars()
    }
}
