import Foundation

/// One message found by searching every chat, as the Chats screen lists it.
public struct ChatSearchResult: Sendable, Hashable, Identifiable {
    public let hit: ChatSearchHit
    /// The avatar's display name, or `Avatar.deletedName` when no avatar has its id any more.
    public let avatarName: String

    public init(hit: ChatSearchHit, avatarName: String) {
        self.hit = hit
        self.avatarName = avatarName
    }

    public var id: UUID { hit.id }
}
