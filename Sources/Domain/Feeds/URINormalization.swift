import Foundation

/// RFC 3986's syntax-based normalisation (section 6.2.2) of a URL's path and query: the form that
/// two spellings of one resource share, so a feed added as `/%66eed.xml` or `/./feed.xml` is
/// found as `/feed.xml`.
enum URINormalization {
    /// Percent-encoded unreserved characters decoded (`%66` as `f`, `%2E` as `.`) and every other
    /// encoding in upper case (`%2f` as `%2F`): RFC 3986 makes both equal to what they become. A
    /// `%` not followed by two hex digits stays as it is.
    static func percentEncodingNormalized(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
               let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) {
                let decoded = high << 4 | low
                result += isUnreserved(decoded) ? [decoded] : [bytes[index], upper(bytes[index + 1]), upper(bytes[index + 2])]
                index += 3
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// `path` without its `.` and `..` segments, by RFC 3986's `remove_dot_segments` (5.2.4):
    /// `/a/./b/../c` is `/a/c`, and `..` never climbs above the root.
    static func removingDotSegments(_ path: String) -> String {
        var input = Substring(path)
        var output = ""
        while !input.isEmpty {
            if input.hasPrefix("../") {
                input = input.dropFirst(3)
            } else if input.hasPrefix("./") || input.hasPrefix("/./") {
                input = input.dropFirst(2)
            } else if input == "/." {
                input = "/"
            } else if input.hasPrefix("/../") || input == "/.." {
                input = input == "/.." ? "/" : input.dropFirst(3)
                output = String(output[..<(output.lastIndex(of: "/") ?? output.startIndex)])
            } else if input == "." || input == ".." {
                input = ""
            } else {
                let segmentEnd = input.dropFirst().firstIndex(of: "/") ?? input.endIndex
                output += input[..<segmentEnd]
                input = input[segmentEnd...]
            }
        }
        return output
    }

    /// RFC 3986's unreserved characters: letters, digits, `-`, `.`, `_` and `~`.
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func upper(_ hexDigit: UInt8) -> UInt8 {
        (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(hexDigit) ? hexDigit - 32 : hexDigit
    }
}
