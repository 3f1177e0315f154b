import Domain
import Foundation

/// Keeps a draft that could not be written (a full disk, a locked database) in memory and gives
/// it back when its chat opens again, until a later save writes it: leaving a chat while the
/// disk is full loses no typing while the app runs. The failed save still throws, so that the
/// chat can say so.
public actor DraftsKeptOnFailure: DraftStore {
    private let store: any DraftStore
    private var unsaved: [UUID: String] = [:]

    public init(_ store: any DraftStore) {
        self.store = store
    }

    public func draft(in chatID: UUID) async throws -> String {
        if let text = unsaved[chatID] { return text }
        return try await store.draft(in: chatID)
    }

    public func drafts() async throws -> [UUID: String] {
        try await store.drafts().merging(unsaved) { _, unsaved in unsaved }.filter { !$0.value.isEmpty }
    }

    public func saveDraft(_ text: String, in chatID: UUID) async throws {
        do {
            try await store.saveDraft(text, in: chatID)
            unsaved[chatID] = nil
        } catch {
            unsaved[chatID] = text
            throw error
        }
    }
}
