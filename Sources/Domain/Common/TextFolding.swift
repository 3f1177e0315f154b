import Foundation

/// Text folded for searching many rows: lowercase, without diacritics and of one width (the
/// fullwidth Latin letters and digits Japanese and Chinese text writes, `ＬＡＴＩＮ`, `１６`, are
/// ASCII; halfwidth katakana `ｶ` are the usual `カ`), as UTF-8 bytes, so a search is a byte
/// comparison. A query holds when its folded form is in the folded text. Every filter and search
/// of the app folds with this (`TextMatch`).
///
/// Each code point is folded on its own, from a table Foundation fills once (Latin, Greek,
/// Cyrillic, kana and the other scripts below U+3400, and the fullwidth forms); code points
/// beyond it (CJK ideographs, Hangul, emoji) have no case or diacritic and stay as they are.
/// Kana keep their voicing marks ("ガ" is not "カ"), as Foundation's folding keeps them.
/// Folding a 300-character summary this way takes about a microsecond; Foundation's
/// `range(of:options:)` took four, which made a search of 100,000 items take seconds.
public enum TextFolding {
    /// `text` folded.
    public static func folded(_ text: String) -> [UInt8] {
        var text = text
        return text.withUTF8 { source in
            [UInt8](unsafeUninitializedCapacity: source.count * table.maximumGrowth) { bytes, count in
                var index = 0
                while index < source.count {
                    let byte = source[index]
                    if byte < 0x80 {
                        bytes[count] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                        count += 1
                        index += 1
                        continue
                    }
                    let end = min(source.count, index + (byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2))
                    var value = UInt32(byte) & (0xFF >> (end - index + 1))
                    for next in source[(index + 1)..<end] { value = value << 6 | UInt32(next & 0x3F) }
                    if let entry = FoldTable.index(of: value) {
                        for folded in table.bytes[Int(table.starts[entry])..<Int(table.starts[entry + 1])] {
                            bytes[count] = folded
                            count += 1
                        }
                    } else {
                        for same in source[index..<end] {
                            bytes[count] = same
                            count += 1
                        }
                    }
                    index = end
                }
            }
        }
    }

    /// True when `text` folded holds `needle` (already folded); always for an empty needle.
    public static func contains(_ needle: [UInt8], in text: String) -> Bool {
        contains(needle, inFolded: folded(text))
    }

    /// True when `haystack` (folded text) holds `needle` (folded too); always for an empty needle.
    public static func contains(_ needle: [UInt8], inFolded haystack: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        guard needle.count <= haystack.count else { return false }
        return haystack.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { wanted in
                var start = 0
                while start <= hay.count - wanted.count {
                    if hay[start] == first {
                        var matched = 1
                        while matched < wanted.count, hay[start + matched] == wanted[matched] { matched += 1 }
                        if matched == wanted.count { return true }
                    }
                    start += 1
                }
                return false
            }
        }
    }

    /// The characters of `text` that hold `needle` (already folded), where a search found it: to
    /// show the match. Nil when `text` does not hold it, or `needle` is empty.
    public static func range(of needle: [UInt8], in text: String) -> Range<String.Index>? {
        ranges(of: needle, in: text, limit: 1).first
    }

    /// The characters of every occurrence of `needle` (already folded) in `text`, first to last,
    /// not overlapping, at most `limit`: what a reader's search counts and highlights in a line.
    public static func ranges(of needle: [UInt8], in text: String, limit: Int = .max) -> [Range<String.Index>] {
        guard !needle.isEmpty else { return [] }
        var bytes: [UInt8] = [], owners: [String.Index] = []
        var index = text.unicodeScalars.startIndex
        while index < text.unicodeScalars.endIndex {
            let folded = folded(String(text.unicodeScalars[index]))
            bytes += folded
            owners += repeatElement(index, count: folded.count)
            index = text.unicodeScalars.index(after: index)
        }
        var found: [Range<String.Index>] = [], start = 0
        while found.count < limit, start + needle.count <= bytes.count {
            guard bytes[start..<start + needle.count].elementsEqual(needle) else {
                start += 1
                continue
            }
            let end = text.unicodeScalars.index(after: owners[start + needle.count - 1])
            found.append(text.rangeOfComposedCharacterSequences(for: owners[start]..<end))
            start += needle.count
        }
        return found
    }

    private static let table = FoldTable()
}

/// Every folded code point of the table's ranges, end to end, and where each starts.
private struct FoldTable {
    static let ranges: [ClosedRange<UInt32>] = [0x80...0x33FF, 0xFF00...0xFFEF]
    let bytes: [UInt8]
    let starts: [UInt32]
    /// How many times longer than its UTF-8 a folded code point can be (at least 1): what a
    /// folded text's buffer allows for.
    let maximumGrowth: Int

    init() {
        var bytes: [UInt8] = [], starts: [UInt32] = [0], growth = 1
        for range in Self.ranges {
            for value in range {
                if let scalar = Unicode.Scalar(value) {
                    let folded = Self.fold(scalar)
                    bytes += folded
                    growth = max(growth, (folded.count + scalar.utf8.count - 1) / scalar.utf8.count)
                }
                starts.append(UInt32(bytes.count))
            }
        }
        self.bytes = bytes
        self.starts = starts
        maximumGrowth = growth
    }

    /// A code point folded after an "a": a combining mark (an accent written apart) then goes
    /// with it, as it does in text, instead of standing alone, where Foundation keeps it.
    private static func fold(_ scalar: Unicode.Scalar) -> [UInt8] {
        let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive, .widthInsensitive]
        let afterA = Array(("a" + String(scalar)).folding(options: options, locale: nil).utf8)
        guard afterA.first == UInt8(ascii: "a") else {
            return Array(String(scalar).folding(options: options, locale: nil).utf8)
        }
        return Array(afterA.dropFirst())
    }

    /// The entry of the code point `value`; nil outside the ranges.
    static func index(of value: UInt32) -> Int? {
        var offset = 0
        for range in ranges {
            if range.contains(value) { return offset + Int(value - range.lowerBound) }
            offset += range.count
        }
        return nil
    }
}
