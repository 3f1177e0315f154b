import Foundation

/// What the helper reports about the transfer, in order: the response head, body bytes, then
/// the end.
public enum HTTPStreamEvent: Equatable, Sendable {
    /// The response head arrived with this status and content type (lowercased, may be empty),
    /// and its `Retry-After` value when it has one (a 429 or 503 says how long to wait).
    case response(status: Int, contentType: String, retryAfter: String? = nil)
    /// Bytes of the body arrived.
    case bytes(Data)
    /// The transfer ended: `urlErrorCode` is nil on success, else the `URLError` code's raw value;
    /// for a failure, `connected` says whether a connection to the server was made (a timeout
    /// after it: the server accepted the connection but did not answer), and `redirectedTo`,
    /// for a redirect refused as one to another server, that server's origin alone
    /// (`https://other.example:8443`, in ASCII): its path, query and user part may hold secrets.
    case completed(urlErrorCode: Int?, connected: Bool = false, redirectedTo: String? = nil)

    /// The event as a frame.
    public var frame: HTTPStreamFrame {
        var writer = WirePayloadWriter()
        switch self {
        case .response(let status, let contentType, let retryAfter):
            writer.append(UInt64(bitPattern: Int64(status)))
            writer.append(contentType)
            if let retryAfter { writer.append(retryAfter) }
            return HTTPStreamFrame(kind: .response, payload: writer.data)
        case .bytes(let data):
            return HTTPStreamFrame(kind: .bytes, payload: data)
        case .completed(let code, let connected, let redirectedTo):
            if let code {
                writer.append(UInt64(bitPattern: Int64(code)))
                if connected || redirectedTo != nil { writer.append(UInt64(connected ? 1 : 0)) }
                if let redirectedTo { writer.append(redirectedTo) }
            }
            return HTTPStreamFrame(kind: .completed, payload: writer.data)
        }
    }

    /// Reads an event frame.
    public init(frame: HTTPStreamFrame) throws(HTTPStreamWireError) {
        var reader = WirePayloadReader(frame.payload)
        switch frame.kind {
        case .request, .version, .feedRequest, .feedReply, .opmlRequest, .opmlReply:
            throw .unexpectedKind(frame.kind)
        case .bytes:
            self = .bytes(frame.payload)
            return
        case .response:
            let status = try Int(Int64(bitPattern: reader.readUInt64()))
            let contentType = try reader.readString()
            self = try .response(
                status: status, contentType: contentType, retryAfter: reader.isAtEnd ? nil : reader.readString())
        case .completed:
            let code = try reader.isAtEnd ? nil : Int(Int64(bitPattern: reader.readUInt64()))
            let connected = try code != nil && !reader.isAtEnd ? reader.readUInt64() != 0 : false
            let redirectedTo = try code != nil && !reader.isAtEnd ? reader.readString() : nil
            self = .completed(urlErrorCode: code, connected: connected, redirectedTo: redirectedTo)
        }
        guard reader.isAtEnd else { throw .malformedPayload }
    }
}
