import Foundation

/// Lone UTF-16 surrogate escapes in a chunk's JSON (`"\ud83d"`, then `"\ude00 done."` in the next
/// chunk): JavaScript gateways slice a string between the halves of an emoji before
/// `JSON.stringify`. RFC 8259's grammar allows them; `JSONSerialization` refuses them. A chunk
/// that holds one is read with each lone half turned into a mark (U+FDD0, its four hex digits,
/// U+FDD1: noncharacters, which no server sends as text); `LoneSurrogateJoiner` then joins a
/// half that ends one piece with the half that starts the next, or puts U+FFFD.
enum LoneSurrogates {
    // Swift takes no noncharacter in a literal; both values are valid scalars.
    static let open = Unicode.Scalar(UInt32(0xFDD0)) ?? "\u{FFFD}"
    static let close = Unicode.Scalar(UInt32(0xFDD1)) ?? "\u{FFFD}"

    /// `json` with every lone surrogate escape written as its mark; nil when it has none.
    static func marked(_ json: String) -> String? {
        let scalars = Array(json.unicodeScalars)
        var out = String.UnicodeScalarView()
        var changed = false
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "\\", index + 1 < scalars.count else {
                out.append(scalars[index])
                index += 1
                continue
            }
            guard let unit = hexUnit(scalars, at: index) else {
                out.append(contentsOf: scalars[index...index + 1])
                index += 2
                continue
            }
            let isPair = (0xD800...0xDBFF).contains(unit) && hexUnit(scalars, at: index + 6).map { (0xDC00...0xDFFF).contains($0) } == true
            if isPair {
                out.append(contentsOf: scalars[index..<index + 12])
                index += 12
            } else if (0xD800...0xDFFF).contains(unit) {
                out.append(contentsOf: "\\ufdd0".unicodeScalars)
                out.append(contentsOf: scalars[index + 2..<index + 6])
                out.append(contentsOf: "\\ufdd1".unicodeScalars)
                changed = true
                index += 6
            } else {
                out.append(contentsOf: scalars[index..<index + 6])
                index += 6
            }
        }
        return changed ? String(out) : nil
    }

    /// The UTF-16 unit of a `\uXXXX` escape at `index`, if one is there.
    private static func hexUnit(_ scalars: [Unicode.Scalar], at index: Int) -> Int? {
        guard index + 5 < scalars.count, scalars[index] == "\\", scalars[index + 1] == "u" else { return nil }
        return Int(String(String.UnicodeScalarView(scalars[index + 2..<index + 6])), radix: 16)
    }
}
