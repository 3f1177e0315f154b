import Foundation

/// One element of a parsed XML document, its namespace resolved: the feed readers walk these
/// instead of answering parser callbacks, so that each format reads like its specification.
struct XMLTreeElement: Sendable, Hashable {
    /// The namespace URI, empty for none.
    var namespace: String
    var name: String
    /// The name as written, prefix included (`dc:creator`): used only to write XHTML back out.
    var qualifiedName: String
    /// Keyed by the attribute's name as written (`href`, `xml:lang`, `rdf:resource`).
    var attributes: [String: String]
    var children: [XMLTreeNode] = []

    init(namespace: String, name: String, qualifiedName: String, attributes: [String: String]) {
        self.namespace = namespace
        self.name = name
        self.qualifiedName = qualifiedName
        self.attributes = attributes
    }
}

enum XMLTreeNode: Sendable, Hashable {
    case element(XMLTreeElement)
    case text(String)
}
