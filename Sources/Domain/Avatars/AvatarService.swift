import Foundation

public protocol AvatarService: Sendable {
    /// Every avatar, with the records that could not be read.
    func allAvatars() async throws -> CatalogLoad<Avatar>
}

extension AvatarService {
    /// Throws `DomainError.notFound` when no avatar has the id.
    public func avatar(id: String) async throws -> Avatar {
        guard let avatar = try await allAvatars().items.first(where: { $0.id == id }) else {
            throw DomainError.notFound("avatar \(id)")
        }
        return avatar
    }

    /// Each avatar's name by its id (the first of two that share one), for lists that name the
    /// avatar of each chat.
    func namesByID() async throws -> [String: String] {
        Dictionary(try await allAvatars().items.map { ($0.id, $0.name) }) { first, _ in first }
    }
}
