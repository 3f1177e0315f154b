import Foundation

/// Keeps the message the user is writing in each chat, so that leaving the chat, quitting or a
/// crash loses nothing of it.
///
/// A draft belongs to its chat: deleting the chat (`ChatStore.deleteChat`) or the account
/// deletes it too.
public protocol DraftStore: Sendable {
    /// The chat's draft; empty when there is none.
    func draft(in chatID: UUID) async throws -> String

    /// Every chat's draft, by chat; chats without one are not in it. For the chats list, which
    /// shows a chat that holds only a draft.
    func drafts() async throws -> [UUID: String]

    /// Keeps `text` as the chat's draft in place of the one before; an empty text removes it.
    /// With `expected` (the draft this window last read or wrote), nothing is written when
    /// another writer (another aichats) changed the stored draft since to another text
    /// (`changedElsewhere`): that draft is returned instead, for the user to see. Nil when
    /// `text` was kept.
    ///
    /// Throws `DomainError.chatGone` when there is no such chat.
    func saveDraft(_ text: String, in chatID: UUID, replacing expected: String?) async throws -> String?

    /// Holds `text`, the draft of the chat `chatID`, which has no chat left to be kept in (it
    /// went with its avatar, deleted in another aichats say), for the app to show as it quits,
    /// as it shows drafts it could not write; an empty text drops what was held for the chat.
    /// `avatarName` names the chat when the app shows it. Stores that only write (the
    /// database's) leave this to the one that wraps them.
    func keepLost(_ text: String, of chatID: UUID, avatarName: String) async
}

extension DraftStore {
    public func keepLost(_ text: String, of chatID: UUID, avatarName: String) {}

    /// Keeps `text` as the chat's draft, whatever the stored one is.
    public func saveDraft(_ text: String, in chatID: UUID) async throws {
        _ = try await saveDraft(text, in: chatID, replacing: nil)
    }

    /// The stored draft, when a save of `text` that expects `expected` must leave it: another
    /// writer changed it since. Nil when the save may go ahead: nothing is expected, the stored
    /// draft is still the expected one or already `text`, or it is empty (the other one sent it).
    public static func changedElsewhere(stored: String, saving text: String, expected: String?) -> String? {
        guard let expected, !stored.isEmpty, stored != text, stored != expected else { return nil }
        return stored
    }
}
