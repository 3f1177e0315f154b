import Foundation

/// One message found by searching every chat, as the Chats screen lists it, or a chat's unsent
/// draft: then `hit.message` holds the draft's text under the chat's id, and was never sent.
public struct ChatSearchResult: Sendable, Hashable, Identifiable {
    public let hit: ChatSearchHit
    /// The avatar's display name, or `Avatar.deletedName` when no avatar has its id any more.
    public let avatarName: String
    public let isDraft: Bool

    public init(hit: ChatSearchHit, avatarName: String, isDraft: Bool = false) {
        self.hit = hit
        self.avatarName = avatarName
        self.isDraft = isDraft
    }

    public var id: UUID { hit.id }
}
