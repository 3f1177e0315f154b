import Foundation

/// The JSON of the feed frames: dates as seconds since 1970, keys sorted (the same value, the
/// same bytes).
enum WireJSON {
    static func frame(_ kind: HTTPStreamFrame.Kind, _ value: some Encodable) throws(HTTPStreamWireError) -> HTTPStreamFrame {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = [.sortedKeys]
        let payload: Data
        do {
            payload = try encoder.encode(value)
        } catch {
            throw .malformedPayload
        }
        guard payload.count <= HTTPStreamFrame.maximumPayloadSize else { throw .oversizedPayload(payload.count) }
        return HTTPStreamFrame(kind: kind, payload: payload)
    }

    static func decode<Value: Decodable>(
        _ type: Value.Type, from frame: HTTPStreamFrame, kind: HTTPStreamFrame.Kind
    ) throws(HTTPStreamWireError) -> Value {
        guard frame.kind == kind else { throw .unexpectedKind(frame.kind) }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        do {
            return try decoder.decode(type, from: frame.payload)
        } catch {
            throw .malformedPayload
        }
    }
}
