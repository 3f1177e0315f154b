import Domain
import Foundation
import GRDB

// The chat's backend, model and article need the columns of schema v6 (the conversations'
// migration). Until it is merged, choices are refused with a sentence, and nothing pretends to
// be stored. The lead replaces these with v6's implementations at merge.
extension SQLiteChatStore {
    public func chat(id: UUID) async throws -> Chat {
        try await database.read { db in
            guard let record = try ChatRecord.fetchOne(db, key: id.uuidString) else {
                throw DomainError.notFound("chat \(id.uuidString)")
            }
            return try record.chat()
        }
    }

    public func newChat(for avatarID: String, about article: ArticleReference) async throws -> Chat {
        throw Self.needsVersion6
    }

    public func chats(about articleID: String) async throws -> [ChatSummary] { [] }

    public func setModelChoice(backendName: String?, model: String?, in chatID: UUID) async throws {
        throw Self.needsVersion6
    }

    private static var needsVersion6: DomainError {
        .unavailable("chat choices: this database does not store them yet (schema v6)")
    }
}
