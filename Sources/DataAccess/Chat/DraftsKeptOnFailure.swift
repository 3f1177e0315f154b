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

    /// An unsaved draft is written again first, as the disk may have room by now.
    public func draft(in chatID: UUID) async throws -> String {
        if let text = unsaved[chatID] {
            try? await saveDraft(text, in: chatID)
            return text
        }
        return try await store.draft(in: chatID)
    }

    /// Writes every draft kept in memory again, as the app quits; returns the texts that still
    /// could not be written, for the app to show where they are not lost.
    public func saveUnsaved() async -> [String] {
        for (chatID, text) in unsaved { try? await saveDraft(text, in: chatID) }
        return unsaved.values.filter { !$0.isEmpty }.sorted()
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
