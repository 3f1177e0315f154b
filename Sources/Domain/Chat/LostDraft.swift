import Foundation

/// A draft whose chat went with its avatar (deleted in another aichats, say), so that no chat
/// can keep it: the app prints it as it quits, naming the avatar the chat was with.
public struct LostDraft: Sendable, Hashable {
    public let avatarName: String
    public let text: String

    public init(avatarName: String, text: String) {
        self.avatarName = avatarName
        self.text = text
    }
}
