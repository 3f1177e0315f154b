/// Finds the line of a key in the file's text, for messages about a key that TOMLKit accepted
/// (an unknown key, a wrong type): TOMLKit keeps no positions for the values it parsed.
///
/// It follows `[table]` headers and dotted keys, so `backends.local.model` is found as `model`
/// under `[backends.local]`, as `local.model` under `[backends]` or written out in full. A key
/// inside an inline table, or one it cannot place, is found by its last part alone.
struct KeyLineLocator {
    private let lines: [Substring]

    init(source: String) {
        lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The line (from 1) where `path` is defined, or where its table starts; nil when not found.
    func line(of path: [String]) -> Int? {
        var table: [String] = []
        var lastPartMatch: Int?
        for (index, raw) in lines.enumerated() {
            let text = raw.drop { $0 == " " || $0 == "\t" }
            if text.hasPrefix("[") {
                let arrayOfTables = text.hasPrefix("[[")
                let inner = text.drop { $0 == "[" }.prefix { $0 != "]" }
                table = Self.parts(of: inner)
                if !arrayOfTables, table == path { return index + 1 }
                continue
            }
            guard let equals = Self.assignment(in: text) else { continue }
            let keyParts = Self.parts(of: text[..<equals])
            let full = table + keyParts
            if full == path || (full.count < path.count && Array(path.prefix(full.count)) == full && full.count > table.count) {
                return index + 1
            }
            if lastPartMatch == nil, let last = path.last, text.contains(last) { lastPartMatch = index + 1 }
        }
        return lastPartMatch
    }

    /// The index of the `=` of a `key = value` line, nil for other lines (comments, blank lines,
    /// continuations of multi-line values).
    private static func assignment(in text: Substring) -> Substring.Index? {
        guard let first = text.first, first != "#", first != "=" else { return nil }
        var quote: Character?
        for index in text.indices {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "=" {
                return index
            } else if character == "#" || character == "{" || character == "[" {
                return nil
            }
        }
        return nil
    }

    /// The parts of a dotted key, quotes removed: `backends."my model"` is `backends`, `my model`.
    static func parts(of key: Substring) -> [String] {
        var parts: [String] = []
        var current = ""
        var quote: Character?
        for character in key {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "." {
                parts.append(current)
                current = ""
            } else if character != " " && character != "\t" {
                current.append(character)
            }
        }
        parts.append(current)
        return parts.filter { !$0.isEmpty }
    }
}
