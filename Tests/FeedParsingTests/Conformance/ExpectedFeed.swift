import Foundation

/// The fields of gofeed's universal feed that the conformance test compares; a field the JSON
/// leaves out is empty.
struct ExpectedFeed: Decodable {
    var title: String?
    var link: String?
    var items: [ExpectedItem]?
}

struct ExpectedItem: Decodable {
    struct Person: Decodable {
        var name: String?
    }

    var title: String?
    var link: String?
    var guid: String?
    var description: String?
    var content: String?
    var author: Person?
    var authors: [Person]?
    var publishedParsed: String?
    var updatedParsed: String?

    var firstAuthorName: String {
        authors?.first?.name ?? author?.name ?? ""
    }
}
