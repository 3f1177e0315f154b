import Foundation

/// The helper's answer to an `OPMLReadRequest`: its only frame after the version (`P`, JSON).
public enum OPMLReadReply: Codable, Equatable, Sendable {
    /// The document's feeds, in document order.
    case feeds([OPMLFeedDTO])
    /// One plain sentence: the document is hostile, broken, too large or no OPML.
    case failed(reason: String)

    /// The reply as a frame.
    public var frame: HTTPStreamFrame {
        get throws(HTTPStreamWireError) { try WireJSON.frame(.opmlReply, self) }
    }

    /// Reads an OPML reply frame.
    public init(frame: HTTPStreamFrame) throws(HTTPStreamWireError) {
        self = try WireJSON.decode(Self.self, from: frame, kind: .opmlReply)
    }
}

/// One feed outline of an OPML document on the wire. Nothing here is trusted: the app checks it.
public struct OPMLFeedDTO: Codable, Equatable, Sendable {
    /// The outline's `xmlUrl`, as written.
    public var url: String
    /// Its `title`, else its `text`; may be empty.
    public var title: String
    /// The titles of the outlines it sits in, outermost first.
    public var folders: [String]
    /// The entries of its `category` attribute, in order.
    public var categories: [String]

    public init(url: String, title: String = "", folders: [String] = [], categories: [String] = []) {
        self.url = url
        self.title = title
        self.folders = folders
        self.categories = categories
    }
}
