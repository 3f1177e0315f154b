import Foundation

/// One message found by searching every chat, as the Chats screen lists it, or a chat's unsent
/// draft: then `hit.message` holds the draft's text under the chat's id, and was never sent; or a
/// chat's title (`isTitle`): then `hit.message` holds the title, and was never sent either.
public struct ChatSearchResult: Sendable, Hashable, Identifiable {
    public let hit: ChatSearchHit
    /// The avatar's display name, or `Avatar.deletedName` when no avatar has its id any more.
    public let avatarName: String
    public let isDraft: Bool
    public let isTitle: Bool

    public init(hit: ChatSearchHit, avatarName: String, isDraft: Bool = false, isTitle: Bool = false) {
        self.hit = hit
        self.avatarName = avatarName
        self.isDraft = isDraft
        self.isTitle = isTitle
    }

    public var id: UUID { hit.id }
}
