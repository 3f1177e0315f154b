import Foundation

/// Header lines, as libcurl hands them over one by one, into response heads. Every response of
/// the transfer comes through: interim ones (100 Continue), each redirect that is followed,
/// then the final one; after it, the trailers of a chunked body.
struct CurlHeadReader {
    private var fields: [CurlResponseHead.Field] = []

    /// Takes one line (its CRLF included); at the blank line that ends a head, returns that head's
    /// fields and starts over. A status line starts a new head.
    mutating func take(line: String) -> [CurlResponseHead.Field]? {
        let text = line.trimmingCharacters(in: .newlines)
        if text.isEmpty {
            defer { fields = [] }
            return fields
        }
        if text.hasPrefix("HTTP/") {
            fields = []
        } else if text.first == " " || text.first == "\t", !fields.isEmpty {
            // An obsolete folded line continues the field before it.
            fields[fields.count - 1].value += " " + text.trimmingCharacters(in: .whitespaces)
        } else if let colon = text.firstIndex(of: ":") {
            fields.append(.init(
                name: text[..<colon].trimmingCharacters(in: .whitespaces),
                value: text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        return nil
    }
}
