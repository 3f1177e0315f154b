import Foundation

/// One header line of a request.
public struct HTTPStreamHeader: Equatable, Sendable {
    /// The field name, such as `Content-Type`.
    public let name: String
    /// The field value.
    public let value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// The HTTP request the helper runs, in plain Foundation types (no `URLRequest`, which lives in
/// FoundationNetworking on Linux).
///
/// Header values can hold secrets (`Authorization`), so `description` and the mirror show only
/// the header names.
public struct HTTPStreamRequest: Equatable, Sendable, CustomStringConvertible, CustomReflectable {
    /// Where the request goes.
    public let url: URL
    /// The method, such as `POST`.
    public let method: String
    /// The header lines, in order.
    public let headers: [HTTPStreamHeader]
    /// The body; empty for none.
    public let body: Data
    /// The transport's own limit on waiting for the server, in seconds.
    public let timeout: TimeInterval

    public init(url: URL, method: String, headers: [HTTPStreamHeader], body: Data, timeout: TimeInterval) {
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }

    /// The method, the address and the header names; never a header value.
    public var description: String {
        "\(method) \(url.absoluteString) headers: \(headers.map(\.name).joined(separator: ", ")); "
            + "\(body.count) bytes of body"
    }

    /// A mirror without the header values.
    public var customMirror: Mirror {
        Mirror(self, children: ["request": description])
    }

    /// The request as a frame.
    public var frame: HTTPStreamFrame {
        var writer = WirePayloadWriter()
        writer.append(url.absoluteString)
        writer.append(method)
        writer.append(timeout.bitPattern)
        writer.append(UInt32(headers.count))
        for header in headers {
            writer.append(header.name)
            writer.append(header.value)
        }
        writer.append(body)
        return HTTPStreamFrame(kind: .request, payload: writer.data)
    }

    /// Reads a request frame.
    public init(frame: HTTPStreamFrame) throws(HTTPStreamWireError) {
        guard frame.kind == .request else { throw .unexpectedKind(frame.kind) }
        var reader = WirePayloadReader(frame.payload)
        guard let url = try URL(string: reader.readString()) else { throw .malformedPayload }
        let method = try reader.readString()
        let timeout = try TimeInterval(bitPattern: reader.readUInt64())
        let count = try reader.readUInt32()
        guard count <= 1024 else { throw .malformedPayload }
        var headers: [HTTPStreamHeader] = []
        for _ in 0..<count {
            try headers.append(HTTPStreamHeader(reader.readString(), reader.readString()))
        }
        let body = try reader.readData()
        guard reader.isAtEnd, !method.isEmpty, timeout.isFinite, timeout > 0 else { throw .malformedPayload }
        self.init(url: url, method: method, headers: headers, body: body, timeout: timeout)
    }
}
