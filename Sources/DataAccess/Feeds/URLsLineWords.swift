/// The words of a newsboat `urls` line, read as newsboat reads them: separated by spaces or
/// tabs; a word in double quotes may hold spaces, `#` and escapes (`\"`, `\\`, `\n`, `\r`,
/// `\t`); a word that starts with `#` outside quotes starts a comment, which ends the line.
enum URLsLineWords {
    /// The words, or nil when a quote is never closed (newsboat would take the rest of the line
    /// as one tag, which is almost always a mistake worth saying).
    static func split(_ line: String) -> [String]? {
        var words: [String] = []
        var rest = Substring(line)
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
            guard let first = rest.first, first != "#" else { return words }
            if first == "\"" {
                guard let (word, after) = quoted(rest.dropFirst()) else { return nil }
                words.append(word)
                rest = after
            } else {
                let end = rest.firstIndex { $0 == " " || $0 == "\t" || $0 == "\r" } ?? rest.endIndex
                words.append(String(rest[..<end]))
                rest = rest[end...]
            }
        }
    }

    /// The quoted word that starts `text` (its opening quote already read) and what follows it.
    private static func quoted(_ text: Substring) -> (String, Substring)? {
        var word = "", escaping = false
        for index in text.indices {
            let character = text[index]
            if escaping {
                word += Self.escapes[character] ?? String(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == "\"" {
                return (word, text[text.index(after: index)...])
            } else {
                word.append(character)
            }
        }
        return nil
    }

    /// A word in double quotes that reads back as `word`.
    static func quote(_ word: String) -> String {
        var out = "\""
        for character in word {
            out += Self.escapes.first { $0.value == String(character) }.map { "\\" + String($0.key) } ?? String(character)
        }
        return out + "\""
    }

    private static let escapes: [Character: String] = ["n": "\n", "r": "\r", "t": "\t", "\"": "\"", "\\": "\\"]
}
