import Foundation

/// What the helper reports about the transfer, in order: the response head, body bytes, then
/// the end.
public enum HTTPStreamEvent: Equatable, Sendable {
    /// The response head arrived with this status and content type (lowercased, may be empty).
    case response(status: Int, contentType: String)
    /// Bytes of the body arrived.
    case bytes(Data)
    /// The transfer ended: `urlErrorCode` is nil on success, else the `URLError` code's raw value.
    case completed(urlErrorCode: Int?)

    /// The event as a frame.
    public var frame: HTTPStreamFrame {
        var writer = WirePayloadWriter()
        switch self {
        case .response(let status, let contentType):
            writer.append(UInt64(bitPattern: Int64(status)))
            writer.append(contentType)
            return HTTPStreamFrame(kind: .response, payload: writer.data)
        case .bytes(let data):
            return HTTPStreamFrame(kind: .bytes, payload: data)
        case .completed(let code):
            if let code { writer.append(UInt64(bitPattern: Int64(code))) }
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
            self = try .response(status: status, contentType: reader.readString())
        case .completed:
            self = try .completed(urlErrorCode: reader.isAtEnd ? nil : Int(Int64(bitPattern: reader.readUInt64())))
        }
        guard reader.isAtEnd else { throw .malformedPayload }
    }
}
