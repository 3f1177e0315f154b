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
    ///
    /// Throws `DomainError.notFound` when there is no such chat.
    func saveDraft(_ text: String, in chatID: UUID) async throws
}
