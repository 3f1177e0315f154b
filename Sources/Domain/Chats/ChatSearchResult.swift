import Foundation

/// One message found by searching every chat, as the Chats screen lists it.
public struct ChatSearchResult: Sendable, Hashable, Identifiable {
    public let hit: ChatSearchHit
    /// The avatar's display name, or its id when the avatar is no longer in the catalog.
    public let avatarName: String

    public init(hit: ChatSearchHit, avatarName: String) {
        self.hit = hit
        self.avatarName = avatarName
    }

    public var id: UUID { hit.id }
}
