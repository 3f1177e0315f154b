import Domain
import Foundation

/// The helper's answer to an `OPMLReadRequest`: its only frame after the version (`P`, JSON).
/// Nothing in it is trusted yet: the app checks every entry (`OPMLEntryMapper`).
public enum OPMLReadReply: Codable, Equatable, Sendable {
    /// The document's feeds, in document order.
    case feeds([OPMLEntry])
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
