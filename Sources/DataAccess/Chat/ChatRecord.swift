import Domain
import Foundation
import GRDB

/// A row of `chat`. The properties are the columns (`avatarID` is `avatarId`); the article is
/// three columns, all nil for the avatar's main chat.
struct ChatRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "chat"

    var id: String
    var avatarID: String
    var createdAt: Double
    var modifiedAt: Double
    var lastViewedAt: Double?
    var backendName: String?
    var model: String?
    var articleID: String?
    var articleTitle: String?
    var articleLink: String?

    enum CodingKeys: String, CodingKey {
        case id, avatarID = "avatarId", createdAt, modifiedAt, lastViewedAt, backendName, model
        case articleID = "articleId", articleTitle, articleLink
    }

    init(_ chat: Chat) {
        id = chat.id.uuidString
        avatarID = chat.avatarID
        createdAt = chat.createdAt.storedValue
        modifiedAt = chat.modifiedAt.storedValue
        lastViewedAt = chat.lastViewedAt?.storedValue
        backendName = chat.backendName.map(UntrustedText.clean)
        model = chat.model.map(UntrustedText.clean)
        articleID = chat.article?.id
        articleTitle = chat.article.map { UntrustedText.clean($0.title) }
        articleLink = chat.article?.link?.absoluteString
    }

    func chat() throws -> Chat {
        guard let uuid = UUID(uuidString: id) else { throw unreadable("chat id '\(id)'") }
        let article = articleID.map {
            ArticleReference(id: $0, title: UntrustedText.clean(articleTitle ?? ""), link: articleLink.flatMap(URL.init(string:)))
        }
        return Chat(
            id: uuid, avatarID: avatarID, createdAt: Date(storedValue: createdAt),
            modifiedAt: Date(storedValue: modifiedAt), lastViewedAt: lastViewedAt.map(Date.init(storedValue:)),
            backendName: backendName.map(UntrustedText.clean), model: model.map(UntrustedText.clean), article: article)
    }
}
