import Domain
import Foundation

/// Passes drafts on to `base`, and says in the log when one cannot be saved (`WriteFailureLog`).
struct LoggingDraftStore: DraftStore {
    let base: any DraftStore
    let log: WriteFailureLog

    func draft(in chatID: UUID) async throws -> String { try await base.draft(in: chatID) }

    func drafts() async throws -> [UUID: String] { try await base.drafts() }

    func saveDraft(_ text: String, in chatID: UUID) async throws {
        try await log.logged("a draft") { try await base.saveDraft(text, in: chatID) }
    }
}
