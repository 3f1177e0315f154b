import Domain

/// A `urls` file as its bytes, line by line, so that a change touches only the lines it adds or
/// removes: every other line keeps its bytes, its line ending (LF or CR LF) and its place, and a
/// file read and written back unchanged is the same file byte for byte.
struct URLsFile {
    struct Line {
        var content: ArraySlice<UInt8>
        /// "\n", "\r\n", or nothing on a last line without one.
        var ending: ArraySlice<UInt8>
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    private(set) var lines: [Line] = []
    /// Whether the file starts with a UTF-8 byte order mark (kept, but not part of line 1).
    private var hasByteOrderMark = false

    init(bytes: [UInt8]) {
        var rest = bytes[...]
        if rest.starts(with: Self.byteOrderMark) {
            hasByteOrderMark = true
            rest = rest.dropFirst(Self.byteOrderMark.count)
        }
        while !rest.isEmpty {
            let newline = rest.firstIndex(of: 0x0A) ?? rest.endIndex
            var content = rest[..<newline], ending = rest[newline...].prefix(1)
            if !ending.isEmpty, content.last == 0x0D {
                content = content.dropLast()
                ending = rest[content.endIndex...newline]
            }
            lines.append(Line(content: content, ending: ending))
            rest = rest[ending.endIndex...]
        }
    }

    var bytes: [UInt8] {
        (hasByteOrderMark ? Self.byteOrderMark : []) + lines.flatMap { Array($0.content) + Array($0.ending) }
    }

    /// The ending new lines get: the file's first one, so a CR LF file stays CR LF.
    private var lineEnding: [UInt8] { lines.first.map { Array($0.ending) }.flatMap { $0.isEmpty ? nil : $0 } ?? [0x0A] }

    /// Adds a line at the end, first ending a last line that had no line break.
    mutating func append(_ content: some Sequence<UInt8>) {
        if let last = lines.indices.last, lines[last].ending.isEmpty { lines[last].ending = lineEnding[...] }
        lines.append(Line(content: Array(content)[...], ending: lineEnding[...]))
    }

    /// Writes `url` in place of the first word (the feed's URL, quoted or not) of each line of
    /// `indices`; the rest of each line keeps its bytes.
    mutating func replaceURL(onLines indices: Set<Int>, with url: String) {
        for index in indices {
            let content = lines[index].content
            let start = content.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? content.endIndex
            let end = Self.endOfWord(in: content[start...])
            lines[index].content = (Array(content[..<start]) + Array(url.utf8) + Array(content[end...]))[...]
        }
    }

    /// Where the word that starts `text` ends: after its closing quote (a backslash escapes the
    /// next character), else at a space, a tab or a CR.
    private static func endOfWord(in text: ArraySlice<UInt8>) -> Int {
        guard text.first == UInt8(ascii: "\"") else {
            return text.firstIndex { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D } ?? text.endIndex
        }
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            if text[index] == UInt8(ascii: "\\") { index += 2; continue }
            if text[index] == UInt8(ascii: "\"") { return index + 1 }
            index += 1
        }
        return text.endIndex
    }

    mutating func removeLines(at indices: Set<Int>) {
        lines = lines.indices.filter { !indices.contains($0) }.map { lines[$0] }
    }
}
