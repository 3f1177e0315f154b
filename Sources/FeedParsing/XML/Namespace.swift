import Foundation

/// The namespace URIs the RSS readers recognise; RSS 0.9x and 2.0 elements have none.
enum Namespace {
    static let none: Set<String> = [""]
    static let rss10: Set<String> = ["http://purl.org/rss/1.0/"]
    static let rss090: Set<String> = ["http://my.netscape.com/rdf/simple/0.9/"]
    static let rdf: Set<String> = ["http://www.w3.org/1999/02/22-rdf-syntax-ns#"]
    static let dublinCore: Set<String> = ["http://purl.org/dc/elements/1.1/"]
    static let content: Set<String> = ["http://purl.org/rss/1.0/modules/content/"]
    static let media: Set<String> = ["http://search.yahoo.com/mrss/", "http://search.yahoo.com/mrss"]
    static let atom10: Set<String> = ["http://www.w3.org/2005/Atom"]
    static let atom03: Set<String> = ["http://purl.org/atom/ns#"]
    static let atom: Set<String> = atom10.union(atom03)
    static let itunes: Set<String> = [
        "http://www.itunes.com/dtds/podcast-1.0.dtd", "http://www.itunes.com/DTDs/PodCast-1.0.dtd",
    ]
    static let xhtml: Set<String> = ["http://www.w3.org/1999/xhtml"]
}
