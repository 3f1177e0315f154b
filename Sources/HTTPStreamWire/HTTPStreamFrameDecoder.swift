import Foundation

/// Cuts frames out of bytes that arrive in pieces of any size.
///
/// Feed it whatever a read returned with `append`, then call `nextFrame` until it returns nil.
/// After it throws, the stream is garbage and the decoder should not be used again.
public struct HTTPStreamFrameDecoder: Sendable {
    private var buffer = Data()
    private var start = 0

    public init() {}

    /// Bytes received but not yet returned as a frame.
    public var bufferedByteCount: Int { buffer.count - start }

    /// Adds received bytes.
    public mutating func append(_ bytes: Data) {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeSubrange(buffer.startIndex..<buffer.startIndex + start)
            start = 0
        }
        buffer.append(bytes)
    }

    /// The next complete frame, or nil until more bytes arrive.
    public mutating func nextFrame() throws(HTTPStreamWireError) -> HTTPStreamFrame? {
        guard bufferedByteCount >= HTTPStreamFrame.headerSize else { return nil }
        let base = buffer.startIndex + start
        let kindByte = buffer[base]
        guard let kind = HTTPStreamFrame.Kind(rawValue: kindByte) else { throw .unknownKind(kindByte) }
        let length = buffer[(base + 1)..<(base + 5)].reduce(0) { $0 << 8 | Int($1) }
        guard length <= HTTPStreamFrame.maximumPayloadSize else { throw .oversizedPayload(length) }
        guard bufferedByteCount >= HTTPStreamFrame.headerSize + length else { return nil }
        let payloadStart = base + HTTPStreamFrame.headerSize
        let payload = Data(buffer[payloadStart..<(payloadStart + length)])
        start += HTTPStreamFrame.headerSize + length
        // Nothing left: the room of a large frame goes back now, not when the decoder goes (a
        // pooled feed helper's decoder lives for dozens of replies).
        if bufferedByteCount == 0 {
            buffer = Data()
            start = 0
        }
        return HTTPStreamFrame(kind: kind, payload: payload)
    }
}
