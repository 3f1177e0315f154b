import Foundation

public protocol AvatarService: Sendable {
    /// Every avatar, with the records that could not be read.
    func allAvatars() async throws -> CatalogLoad<Avatar>
}
