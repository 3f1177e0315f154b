/// Builds code points from the single bytes `wgetch` reads, in any locale: outside a UTF-8 one,
/// typed text beyond ASCII still arrives instead of vanishing. A byte that cannot be part of
/// UTF-8 becomes U+FFFD and the bytes after it still count, so nothing typed is dropped without
/// a trace.
struct UTF8ByteDecoder {
    private static let replacement: UInt32 = 0xFFFD
    private var pending: [UInt8] = []
    private var expected = 0

    /// Adds one byte; returns the code points it completes (none while a character is incomplete).
    mutating func add(_ byte: UInt8) -> [UInt32] {
        if !pending.isEmpty {
            if byte & 0xC0 == 0x80 {
                pending.append(byte)
                return pending.count == expected ? decodePending() : []
            }
            return flush() + add(byte)
        }
        switch byte {
        case 0x00...0x7F: return [UInt32(byte)]
        case 0xC2...0xDF: expected = 2
        case 0xE0...0xEF: expected = 3
        case 0xF0...0xF4: expected = 4
        default: return [Self.replacement]
        }
        pending = [byte]
        return []
    }

    /// Ends an incomplete character (a key code came, say): U+FFFD for it, nothing when none is open.
    mutating func flush() -> [UInt32] {
        guard !pending.isEmpty else { return [] }
        pending = []
        return [Self.replacement]
    }

    /// The complete sequence's code points (U+FFFD for an overlong or surrogate form).
    private mutating func decodePending() -> [UInt32] {
        defer { pending = [] }
        return String(decoding: pending, as: UTF8.self).unicodeScalars.map(\.value)
    }
}
