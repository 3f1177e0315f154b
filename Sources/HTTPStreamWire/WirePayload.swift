import Foundation

/// Builds a payload from numbers, strings and bytes, each length-prefixed where needed.
struct WirePayloadWriter {
    private(set) var data = Data()

    mutating func append(_ value: UInt64) {
        withUnsafeBytes(of: value.bigEndian) { data.append(contentsOf: $0) }
    }

    mutating func append(_ value: UInt32) {
        withUnsafeBytes(of: value.bigEndian) { data.append(contentsOf: $0) }
    }

    mutating func append(_ bytes: Data) {
        append(UInt32(bytes.count))
        data.append(bytes)
    }

    mutating func append(_ text: String) {
        append(Data(text.utf8))
    }
}

/// Reads back what `WirePayloadWriter` wrote; every read throws when the payload ends early.
struct WirePayloadReader {
    private let data: Data
    private var offset: Int

    init(_ data: Data) {
        self.data = data
        offset = data.startIndex
    }

    /// Whether every byte was read.
    var isAtEnd: Bool { offset == data.endIndex }

    mutating func readUInt64() throws(HTTPStreamWireError) -> UInt64 {
        try take(8).reduce(0) { $0 << 8 | UInt64($1) }
    }

    mutating func readUInt32() throws(HTTPStreamWireError) -> UInt32 {
        try take(4).reduce(0) { $0 << 8 | UInt32($1) }
    }

    mutating func readData() throws(HTTPStreamWireError) -> Data {
        try Data(take(Int(readUInt32())))
    }

    mutating func readString() throws(HTTPStreamWireError) -> String {
        guard let text = try String(data: readData(), encoding: .utf8) else { throw .malformedPayload }
        return text
    }

    private mutating func take(_ count: Int) throws(HTTPStreamWireError) -> Data.SubSequence {
        guard count >= 0, data.endIndex - offset >= count else { throw .malformedPayload }
        defer { offset += count }
        return data[offset..<(offset + count)]
    }
}
