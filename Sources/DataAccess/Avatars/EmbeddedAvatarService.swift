import Domain
import Foundation

/// Serves the avatars of an `EmbeddedCatalog`.
public struct EmbeddedAvatarService: AvatarService {
    private let catalog: EmbeddedCatalog

    /// Creates the service over a catalog.
    public init(catalog: EmbeddedCatalog) { self.catalog = catalog }

    /// Every avatar in the catalog, with the records that could not be read.
    public func allAvatars() async throws -> CatalogLoad<Avatar> {
        try await catalog.avatars()
    }
}
