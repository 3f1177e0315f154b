import Foundation

/// One message between aichats and its network helper: a kind byte, the payload's length as a
/// 32-bit big-endian number, then the payload.
public struct HTTPStreamFrame: Equatable, Sendable {
    /// What a frame carries.
    public enum Kind: UInt8, Sendable {
        /// The wire's version (`HTTPStreamVersion`): the first frame each side sends.
        case version = 0x56  // "V"
        /// The request, from aichats to the helper.
        case request = 0x51  // "Q"
        /// The response head: status and content type.
        case response = 0x48  // "H"
        /// Bytes of the response body.
        case bytes = 0x42  // "B"
        /// The end of the transfer, with the failure's `URLError` code if it failed.
        case completed = 0x45  // "E"
        /// A feed to fetch and parse (`FeedFetchRequest`, JSON), from aichats to the helper.
        case feedRequest = 0x46  // "F"
        /// The feed's outcome and redirects (`FeedFetchAnswer`, JSON): one for each `F`, in the order they came.
        case feedReply = 0x52  // "R"
        /// An OPML document to read (`OPMLReadRequest`, its bytes as they are), from aichats.
        case opmlRequest = 0x4F  // "O"
        /// The document's feeds or why not (`OPMLReadReply`, JSON): the helper's only frame after its version.
        case opmlReply = 0x50  // "P"
    }

    /// The bytes before the payload: the kind and the length.
    public static let headerSize = 5
    /// The longest payload accepted; a longer length is treated as garbage.
    public static let maximumPayloadSize = 32 << 20

    public let kind: Kind
    public let payload: Data

    public init(kind: Kind, payload: Data) {
        self.kind = kind
        self.payload = payload
    }

    /// The frame as bytes on the wire.
    public var encoded: Data {
        var data = Data(capacity: Self.headerSize + payload.count)
        data.append(kind.rawValue)
        let length = UInt32(payload.count).bigEndian
        withUnsafeBytes(of: length) { data.append(contentsOf: $0) }
        data.append(payload)
        return data
    }
}
