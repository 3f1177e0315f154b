/// JSON string literals written by hand, so that a line's keys come in a fixed order. Works on
/// the UTF-8 bytes and copies runs that need no escape whole: `aichats news --json` writes
/// every summary of the cache through it.
enum JSONText {
    static func string(_ text: String) -> String {
        let bytes = text.utf8
        guard bytes.contains(where: needsEscape) else { return "\"" + text + "\"" }
        var out: [UInt8] = [0x22]
        out.reserveCapacity(bytes.count + 16)
        for byte in bytes {
            guard needsEscape(byte) else {
                out.append(byte)
                continue
            }
            switch byte {
            case 0x22: out += [0x5C, 0x22]
            case 0x5C: out += [0x5C, 0x5C]
            case 0x0A: out += [0x5C, 0x6E]
            case 0x09: out += [0x5C, 0x74]
            default: out += Array("\\u00".utf8) + [hexDigit(byte >> 4), hexDigit(byte & 0x0F)]
            }
        }
        out.append(0x22)
        return String(decoding: out, as: UTF8.self)
    }

    /// Quote, backslash and the C0 controls; the text comes cleaned (`UntrustedText`), so no
    /// other control can be in it, and JSON allows every other character as it is.
    private static func needsEscape(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F }

    private static func hexDigit(_ value: UInt8) -> UInt8 { value < 10 ? 0x30 + value : 0x61 + value - 10 }
}
