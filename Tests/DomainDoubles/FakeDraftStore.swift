import Foundation
import Domain

/// The `DraftStore` double: drafts in memory, for any chat id.
public actor FakeDraftStore: DraftStore {
    /// The drafts kept, by chat; an emptied draft is removed.
    public private(set) var drafts: [UUID: String] = [:]
    private var refusal: DomainError?

    /// No drafts yet.
    public init() {}

    /// Makes every save from now on throw `error`; nil lets them succeed again.
    public func failSaves(with error: DomainError? = .storage(.diskFull)) { refusal = error }

    public func draft(in chatID: UUID) -> String { drafts[chatID] ?? "" }

    public func saveDraft(_ text: String, in chatID: UUID) throws {
        if let refusal { throw refusal }
        drafts[chatID] = text.isEmpty ? nil : text
    }
}
