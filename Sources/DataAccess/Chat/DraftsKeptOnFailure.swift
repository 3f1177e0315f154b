import Domain
import Foundation

/// Keeps a draft that could not be written (a full disk, a locked database) in memory and gives
/// it back when its chat opens again, until a later save writes it: leaving a chat while the
/// disk is full loses no typing while the app runs. The failed save still throws, so that the
/// chat can say so. A draft whose chat is gone is not kept: `ChatInteractor.saveDraft` carries
/// it into the avatar's chat.
public actor DraftsKeptOnFailure: DraftStore {
    private let store: any DraftStore
    /// The drafts not written, with the draft their save expected to replace: a chat opened
    /// again shows the kept text, and its next save still expects what the store holds.
    private var unsaved: [UUID: (text: String, expected: String?)] = [:]

    public init(_ store: any DraftStore) {
        self.store = store
    }

    public func draft(in chatID: UUID) async throws -> String {
        if let kept = unsaved[chatID] { return kept.text }
        return try await store.draft(in: chatID)
    }

    public func drafts() async throws -> [UUID: String] {
        try await store.drafts().merging(unsaved.mapValues(\.text)) { _, unsaved in unsaved }.filter { !$0.value.isEmpty }
    }

    public func saveDraft(_ text: String, in chatID: UUID, replacing expected: String?) async throws -> String? {
        var expected = expected
        if let kept = unsaved[chatID], expected == kept.text { expected = kept.expected }
        do {
            let other = try await store.saveDraft(text, in: chatID, replacing: expected)
            unsaved[chatID] = nil
            return other
        } catch let gone as DomainError where gone.isGone {
            unsaved[chatID] = nil
            throw gone
        } catch {
            unsaved[chatID] = (text, expected)
            throw error
        }
    }
}
