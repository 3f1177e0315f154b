import Domain
import Foundation
import GRDB

/// A row of `articleState`: when an article was read and bookmarked.
struct ArticleStateRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "articleState"

    var articleID: String
    var readAt: Double?
    var bookmarkedAt: Double?

    enum CodingKeys: String, CodingKey {
        case articleID = "articleId", readAt, bookmarkedAt
    }

    var marks: ArticleMarks {
        ArticleMarks(readAt: readAt.map(Date.init(storedValue:)), bookmarkedAt: bookmarkedAt.map(Date.init(storedValue:)))
    }
}
