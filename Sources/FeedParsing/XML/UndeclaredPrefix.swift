import Foundation

/// Feeds often use `content:`, `atom:`, `dc:` or `media:` without declaring the prefix. libxml2
/// then gives such an element no namespace, which would make `atom:link` look like RSS `link`:
/// a conventional prefix gets its conventional namespace, any other prefix one of its own.
enum UndeclaredPrefix {
    static func namespace(of qualifiedName: String) -> String {
        guard let colon = qualifiedName.firstIndex(of: ":") else { return "" }
        let prefix = String(qualifiedName[..<colon])
        return conventional[prefix] ?? "urn:undeclared-prefix:" + prefix
    }

    private static let conventional: [String: String] = [
        "content": "http://purl.org/rss/1.0/modules/content/",
        "atom": "http://www.w3.org/2005/Atom",
        "dc": "http://purl.org/dc/elements/1.1/",
        "media": "http://search.yahoo.com/mrss/",
        "itunes": "http://www.itunes.com/dtds/podcast-1.0.dtd",
        "rdf": "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
    ]
}
