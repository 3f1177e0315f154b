/// An http or https address written out in plain text (`see https://example.com/a.`): it ends at
/// a space or at a character an address does not hold there, and loses the punctuation of the
/// sentence around it (a final `.`, `,`, a closing `)` it did not open).
enum WrittenOutAddress {
    /// The addresses of `text` in order, each once, but those in `known`.
    static func all(in text: String, except known: [String] = []) -> [String] {
        var found: [String] = [], seen = Set(known)
        for line in text.split(separator: "\n") where line.contains("http") {
            for address in matches(in: line) where seen.insert(address).inserted { found.append(address) }
        }
        return found
    }

    /// What ends an address besides a space: characters a URL must escape, and Markdown's quotes.
    private static let stops: Set<Character> = ["<", ">", "\"", "`", "[", "]", "{", "}", "|", "\\", "^"]

    private static func matches(in line: Substring) -> [String] {
        var found: [String] = [], rest = line
        while let start = rest.firstRange(of: "http")?.lowerBound {
            let tail = rest[start...]
            guard tail.hasPrefix("https://") || tail.hasPrefix("http://") else {
                rest = tail.dropFirst(4)
                continue
            }
            let end = tail.firstIndex { $0.isWhitespace || stops.contains($0) } ?? tail.endIndex
            let address = trimmed(String(tail[..<end]))
            if address.count > "https://".count { found.append(address) }
            rest = tail[end...]
        }
        return found
    }

    private static func trimmed(_ address: String) -> String {
        var address = Substring(address)
        while let last = address.last {
            let opens = address.filter { $0 == "(" }.count, closes = address.filter { $0 == ")" }.count
            guard ".,;:!?'*_~".contains(last) || (last == ")" && closes > opens) else { break }
            address = address.dropLast()
        }
        return String(address)
    }
}
