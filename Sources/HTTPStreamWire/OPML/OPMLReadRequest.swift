import Foundation

/// Read the feeds of an OPML document: what aichats asks the helper when a user imports an OPML
/// file. The app reads the file itself and sends its bytes (the helper needs no access to the
/// user's files); the helper answers with one `OPMLReadReply` and exits.
///
/// The payload of the `O` frame is the document as it is, no JSON around it.
public struct OPMLReadRequest: Equatable, Sendable {
    /// The largest document sent: FeedParsing reads no larger one (10 MB is 10 × 1024 × 1024 bytes).
    public static let maximumDocumentBytes = 10 * 1024 * 1024

    public let document: Data

    public init(document: Data) {
        self.document = document
    }

    /// The request as a frame; a document over `maximumDocumentBytes` is refused.
    public var frame: HTTPStreamFrame {
        get throws(HTTPStreamWireError) {
            guard document.count <= Self.maximumDocumentBytes else { throw .oversizedPayload(document.count) }
            return HTTPStreamFrame(kind: .opmlRequest, payload: document)
        }
    }

    /// Reads an OPML request frame.
    public init(frame: HTTPStreamFrame) throws(HTTPStreamWireError) {
        guard frame.kind == .opmlRequest else { throw .unexpectedKind(frame.kind) }
        guard frame.payload.count <= Self.maximumDocumentBytes else { throw .oversizedPayload(frame.payload.count) }
        self.init(document: frame.payload)
    }
}
