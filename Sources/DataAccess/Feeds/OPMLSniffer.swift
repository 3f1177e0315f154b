/// Tells an OPML (XML) file from a `urls` file by its content, whatever its name: a `urls` line
/// never starts with `<`, and an XML document does after an optional byte order mark and spaces.
enum OPMLSniffer {
    static func looksLikeXML(_ bytes: [UInt8]) -> Bool {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        if start.starts(with: [0xFE, 0xFF]) || start.starts(with: [0xFF, 0xFE]) { return true }  // UTF-16
        return start.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "<")
    }
}
