import Domain
import Foundation
import GRDB

/// A row of `chat`, written from and read into the `Chat` it wraps; the article is three
/// columns, all nil for the avatar's main chat. Text is cleaned (`UntrustedText`) both ways.
struct ChatRecord: FetchableRecord, PersistableRecord {
    static let databaseTableName = "chat"

    let chat: Chat

    func encode(to container: inout PersistenceContainer) {
        container["id"] = chat.id.uuidString
        container["avatarId"] = chat.avatarID
        container["createdAt"] = chat.createdAt.storedValue
        container["modifiedAt"] = chat.modifiedAt.storedValue
        container["lastViewedAt"] = chat.lastViewedAt?.storedValue
        container["backendName"] = chat.backendName.map(UntrustedText.clean)
        container["model"] = chat.model.map(UntrustedText.clean)
        container["articleId"] = chat.article?.id
        container["articleTitle"] = chat.article.map { UntrustedText.clean($0.title) }
        container["articleLink"] = chat.article?.link?.absoluteString
        container["title"] = chat.title.map(UntrustedText.clean)
        container["openingText"] = chat.openingText.map(UntrustedText.clean)
    }
}

// In an extension, so that Swift keeps the memberwise `init(chat:)`.
extension ChatRecord {
    /// Reads with `decode`, which throws on a value it cannot convert where a subscript would
    /// stop the app.
    init(row: Row) throws {
        let id: String = try row.decode(forColumn: "id")
        guard let uuid = UUID(uuidString: id) else { throw unreadable("chat id '\(id)'") }
        chat = Chat(
            id: uuid, avatarID: try row.decode(forColumn: "avatarId"),
            createdAt: Date(storedValue: try row.decode(forColumn: "createdAt")),
            modifiedAt: Date(storedValue: try row.decode(forColumn: "modifiedAt")),
            lastViewedAt: try row.decode(Double?.self, forColumn: "lastViewedAt").map(Date.init(storedValue:)),
            backendName: try row.decode(String?.self, forColumn: "backendName").map(UntrustedText.clean),
            model: try row.decode(String?.self, forColumn: "model").map(UntrustedText.clean),
            article: try Self.article(in: row),
            title: try row.decode(String?.self, forColumn: "title").map(UntrustedText.clean),
            openingText: try row.decode(String?.self, forColumn: "openingText").map(UntrustedText.clean))
    }

    /// The article of the three `article…` columns; nil without an id.
    private static func article(in row: Row) throws -> ArticleReference? {
        guard let id = try row.decode(String?.self, forColumn: "articleId") else { return nil }
        let title = try row.decode(String?.self, forColumn: "articleTitle")
        let link = try row.decode(String?.self, forColumn: "articleLink")
        return ArticleReference(id: id, title: UntrustedText.clean(title ?? ""), link: link.flatMap(URL.init(string:)))
    }
}
