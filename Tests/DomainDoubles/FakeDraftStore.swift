import Foundation
import Domain

/// The `DraftStore` double: drafts in memory, for any chat id.
public actor FakeDraftStore: DraftStore {
    /// The drafts kept, by chat; an emptied draft is removed.
    private var kept: [UUID: String] = [:]
    private var refusal: DomainError?

    /// No drafts yet.
    public init() {}

    /// Makes every save from now on throw `error`; nil lets them succeed again.
    public func failSaves(with error: DomainError? = .storage(.diskFull)) { refusal = error }

    public func draft(in chatID: UUID) -> String { kept[chatID] ?? "" }

    public func drafts() -> [UUID: String] { kept }

    public func saveDraft(_ text: String, in chatID: UUID) throws {
        if let refusal { throw refusal }
        kept[chatID] = text.isEmpty ? nil : text
    }
}
