import Foundation

enum DocumentKind {
    /// True when the first character after white space (and a UTF-8 byte order mark) is `{`:
    /// no XML document starts that way.
    static func looksLikeJSON(_ data: Data) -> Bool {
        let body = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        let first = body.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return first == UInt8(ascii: "{")
    }

    /// True when the document starts (after white space and a UTF-8 byte order mark) with an HTML
    /// doctype or `<html`: a web page, which is seldom well-formed XML, given as a feed.
    static func looksLikeHTML(_ data: Data) -> Bool {
        let body = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        let start = body.drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }.prefix(14)
        let lowered = String(decoding: start, as: UTF8.self).lowercased()
        return lowered.hasPrefix("<!doctype html") || lowered.hasPrefix("<html")
    }
}
