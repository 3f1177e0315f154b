import Foundation

/// A UTF-16 document, told by its byte order mark or, without one, by how `<?` is written.
enum UTF16Detection {
    case littleEndian(bomLength: Int)
    case bigEndian(bomLength: Int)

    static func endianness(of data: Data) -> UTF16Detection? {
        let head = Array(data.prefix(4))
        guard head.count >= 2 else { return nil }
        switch (head[0], head[1]) {
        case (0xFF, 0xFE) where !(head.count == 4 && head[2] == 0 && head[3] == 0):
            return .littleEndian(bomLength: 2)
        case (0xFE, 0xFF): return .bigEndian(bomLength: 2)
        case (0x3C, 0x00) where head.count == 4 && head[3] == 0x00: return .littleEndian(bomLength: 0)
        case (0x00, 0x3C) where head.count == 4 && head[2] == 0x00: return .bigEndian(bomLength: 0)
        default: return nil
        }
    }

    var encoding: String.Encoding {
        switch self {
        case .littleEndian: .utf16LittleEndian
        case .bigEndian: .utf16BigEndian
        }
    }

    func content(of data: Data) -> Data {
        switch self {
        case .littleEndian(let length), .bigEndian(let length): data.dropFirst(length)
        }
    }
}
