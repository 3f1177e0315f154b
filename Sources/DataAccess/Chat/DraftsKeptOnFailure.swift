import Domain
import Foundation

/// Keeps a draft that could not be written (a full disk, a locked database) in memory and gives
/// it back when its chat opens again, until a later save writes it: leaving a chat while the
/// disk is full loses no typing while the app runs. The failed save still throws, so that the
/// chat can say so. A draft whose chat is gone is not kept: `ChatInteractor.saveDraft` carries
/// it into the avatar's chat, or when the avatar is gone too, hands it to `keepLost`.
public actor DraftsKeptOnFailure: DraftStore {
    private let store: any DraftStore
    /// The drafts not written, with the draft their save expected to replace: a chat opened
    /// again shows the kept text, and its next save still expects what the store holds.
    private var unsaved: [UUID: (text: String, expected: String?)] = [:]
    /// The drafts whose chat went with its avatar, by chat (`keepLost`).
    private var lost: [UUID: LostDraft] = [:]
    /// Why the database last refused a draft ("the disk is full"), for the message that gives
    /// the drafts back as the app quits; nil when it never did.
    public private(set) var lastRefusal: StorageFailure?

    public init(_ store: any DraftStore) {
        self.store = store
    }

    /// An unsaved draft is written again first, as the disk may have room by now.
    public func draft(in chatID: UUID) async throws -> String {
        if let kept = unsaved[chatID] {
            _ = try? await saveDraft(kept.text, in: chatID, replacing: kept.text)
            return kept.text
        }
        return try await store.draft(in: chatID)
    }

    /// Writes every draft kept in memory again, as the app quits; returns the texts that still
    /// could not be written (their chats deleted meanwhile too), for the app to show where they
    /// are not lost. The ones held by `keepLost` are `lostDrafts`.
    public func saveUnsaved() async -> [String] {
        var gone: [String] = []
        for (chatID, kept) in unsaved {
            do {
                _ = try await saveDraft(kept.text, in: chatID, replacing: kept.text)
            } catch let error as DomainError where error.isGone {
                gone.append(kept.text)
            } catch {}
        }
        return (gone + unsaved.values.map(\.text)).filter { !$0.isEmpty }.sorted()
    }

    public func keepLost(_ text: String, of chatID: UUID, avatarName: String) {
        lost[chatID] = text.isEmpty ? nil : LostDraft(avatarName: avatarName, text: text)
    }

    /// The drafts held by `keepLost`, by the name of their avatar, for the app to show as it quits.
    public var lostDrafts: [LostDraft] {
        lost.values.sorted { ($0.avatarName, $0.text) < ($1.avatarName, $1.text) }
    }

    public func drafts() async throws -> [UUID: String] {
        try await store.drafts().merging(unsaved.mapValues(\.text)) { _, unsaved in unsaved }.filter { !$0.value.isEmpty }
    }

    /// A draft whose save finds another one's text (`changedElsewhere`) stays kept until a save
    /// writes it: the chat puts both texts together and saves them.
    public func saveDraft(_ text: String, in chatID: UUID, replacing expected: String?) async throws -> String? {
        var expected = expected
        if let kept = unsaved[chatID], expected == kept.text { expected = kept.expected }
        do {
            let other = try await store.saveDraft(text, in: chatID, replacing: expected)
            if other == nil { unsaved[chatID] = nil }
            return other
        } catch let gone as DomainError where gone.isGone {
            unsaved[chatID] = nil
            throw gone
        } catch {
            unsaved[chatID] = (text, expected)
            if case .storage(let failure)? = error as? DomainError { lastRefusal = failure }
            throw error
        }
    }
}
