import Foundation

/// The two single-byte encodings feeds still declare. Windows-1252 is ISO-8859-1 with printable
/// characters where ISO-8859-1 has C1 controls (0x80–0x9F); its five unassigned bytes stay C1.
enum SingleByteEncoding {
    case latin1
    case windows1252

    func utf8(_ bytes: Data.SubSequence) -> Data {
        var text = String.UnicodeScalarView()
        text.reserveCapacity(bytes.count)
        for byte in bytes {
            text.append(scalar(byte))
        }
        return Data(String(text).utf8)
    }

    private func scalar(_ byte: UInt8) -> Unicode.Scalar {
        if self == .windows1252, (0x80...0x9F).contains(byte),
           let mapped = Unicode.Scalar(Self.windows1252High[Int(byte) - 0x80]) {
            return mapped
        }
        return Unicode.Scalar(byte)
    }

    private static let windows1252High: [UInt32] = [
        0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
        0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
    ]
}
