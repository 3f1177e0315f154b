import Foundation
import Domain

/// The `DraftStore` double: drafts in memory, for any chat id.
public actor FakeDraftStore: DraftStore {
    /// The drafts kept, by chat; an emptied draft is removed.
    private var kept: [UUID: String] = [:]
    private var refusal: DomainError?
    /// The chats deleted: a save to one throws `DomainError.chatGone`, as the app's store does.
    private var gone: Set<UUID> = []

    /// No drafts yet.
    public init() {}

    /// Makes every save from now on throw `error`; nil lets them succeed again.
    public func failSaves(with error: DomainError? = .storage(.diskFull)) { refusal = error }

    /// Deletes the chat's draft and refuses saves to it from now on, as deleting its chat does.
    public func deleteChat(_ chatID: UUID) {
        gone.insert(chatID)
        kept[chatID] = nil
    }

    /// The drafts handed to `keepLost`, by chat.
    public private(set) var lost: [UUID: String] = [:]

    public func keepLost(_ text: String, of chatID: UUID, avatarName: String) { lost[chatID] = text.isEmpty ? nil : text }

    public func draft(in chatID: UUID) -> String { kept[chatID] ?? "" }

    public func drafts() -> [UUID: String] { kept }

    public func saveDraft(_ text: String, in chatID: UUID, replacing expected: String?) throws -> String? {
        if let refusal { throw refusal }
        if gone.contains(chatID) { throw DomainError.chatGone }
        if let other = Self.changedElsewhere(stored: draft(in: chatID), saving: text, expected: expected) { return other }
        kept[chatID] = text.isEmpty ? nil : text
        return nil
    }
}
