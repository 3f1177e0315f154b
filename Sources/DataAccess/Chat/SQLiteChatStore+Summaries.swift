import Domain
import Foundation
import GRDB

extension SQLiteChatStore {
    public func chats() async throws -> [ChatSummary] {
        try await database.read { db in try Self.summaries(where: "1", arguments: [], db) }
    }

    public func chats(about articleID: String) async throws -> [ChatSummary] {
        try await database.read { db in try Self.summaries(where: "chat.articleId = ?", arguments: [articleID], db) }
    }

    /// The chats that pass `condition`, each with its newest shown message and its count of them.
    private static func summaries(where condition: String, arguments: StatementArguments, _ db: Database) throws
        -> [ChatSummary]
    {
        let rows = try Row.fetchAll(db, sql: """
            SELECT chat.*,
                   \(shownCount("chat.id")) AS messageCount, \(unreadCount) AS unreadCount,
                   m.seq AS m_seq, m.id AS m_id, m.chatId AS m_chatId, m.role AS m_role,
                   substr(m.text, 1, \(ChatSummary.previewCharacters)) AS m_text, m.sentAt AS m_sentAt,
                   m.state AS m_state, m.model AS m_model, '' AS m_reasoning, m.failureReason AS m_failureReason,
                   m.versionGroup AS m_versionGroup, m.shown AS m_shown
            FROM chat
            LEFT JOIN message m ON m.seq = (
                SELECT seq FROM message WHERE chatId = chat.id AND shown ORDER BY sentAt DESC, seq DESC LIMIT 1)
            WHERE \(condition)
            ORDER BY chat.modifiedAt DESC, chat.createdAt DESC, chat.avatarId
            """, arguments: arguments, adapter: ScopeAdapter([lastMessage: RenameColumnAdapter { name in
                name.hasPrefix("m_") ? String(name.dropFirst(2)) : ""
            }]))
        return try rows.map { row in
            let chat = try ChatRecord(row: row).chat
            let last = row.scopes[lastMessage]
            let lastSeq: Int64? = last?["seq"]
            // A last message this build cannot read (a row another program wrote) leaves its chat
            // listed without a preview, and opening it says why: one such row hid every chat.
            return ChatSummary(
                chat: chat, lastMessage: last.flatMap { lastSeq == nil ? nil : try? MessageRecord(row: $0).message() },
                messageCount: row["messageCount"], unreadCount: row["unreadCount"])
        }
    }

    /// SQL for the count of the shown messages of the chat whose id is `chatID` (SQL too): all
    /// of them, which their index counts alone, less the hidden reply versions, which
    /// `ReadingIndexes` holds apart; counting the shown ones read every message.
    static func shownCount(_ chatID: String) -> String {
        "((SELECT count(*) FROM message WHERE chatId = \(chatID)) - (SELECT count(*) FROM message WHERE chatId = \(chatID) AND NOT shown))"
    }

    /// SQL for `ChatsInteractor.unreadCount(in:)` of the summary's chat: the avatar's replies
    /// sent after the chat was last viewed, among its newest `unreadWindow` shown messages.
    static let unreadCount = """
        (SELECT count(*) FROM message
         WHERE chatId = chat.id AND shown AND role = '\(ChatRole.assistant.rawValue)'
             AND (chat.lastViewedAt IS NULL OR sentAt > chat.lastViewedAt)
             AND seq IN (SELECT seq FROM message WHERE chatId = chat.id AND shown
                         ORDER BY sentAt DESC, seq DESC LIMIT \(ChatsInteractor.unreadWindow)))
        """

    /// The scope of a summary row that holds its newest message: the `m_` columns without
    /// their prefix (the others renamed away, so the chat's `id` is not the message's).
    private static let lastMessage = "lastMessage"
}
