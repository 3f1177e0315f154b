import Foundation
import Domain

/// The `DraftStore` double: drafts in memory, for any chat id.
public actor FakeDraftStore: DraftStore {
    /// The drafts kept, by chat; an emptied draft is removed.
    public private(set) var drafts: [UUID: String] = [:]

    /// No drafts yet.
    public init() {}

    public func draft(in chatID: UUID) -> String { drafts[chatID] ?? "" }

    public func saveDraft(_ text: String, in chatID: UUID) { drafts[chatID] = text.isEmpty ? nil : text }
}
