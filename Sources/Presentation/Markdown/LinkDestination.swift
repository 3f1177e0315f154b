/// A link's destination and optional title after its `(`, as CommonMark reads them (6.3): `<…>`
/// holds anything but a line break or `<`; a bare destination ends at a space or at a `)` that
/// closes no `(` of its own, so `https://en.wikipedia.org/wiki/Swift_(programming_language)` is
/// whole. A backslash escapes punctuation. What a model writes loosely (`(url some words)`) still
/// links to `url`, up to the first `)` after it.
struct LinkDestination {
    let url: String
    /// Where the `)` that closes the link is.
    let close: Int

    init?(_ characters: [Character], from start: Int, end: Int) {
        var index = start
        func skipSpaces() { while index < end, characters[index] == " " { index += 1 } }
        skipSpaces()
        var url = ""
        if index < end, characters[index] == "<" {
            index += 1
            while index < end, characters[index] != ">" {
                if characters[index] == "<" || characters[index].isNewline { return nil }
                if characters[index] == "\\", index + 1 < end, characters[index + 1].isASCIIPunctuation { index += 1 }
                url.append(characters[index])
                index += 1
            }
            guard index < end else { return nil }
            index += 1
        } else {
            var depth = 0
            while index < end, characters[index] != " ", !characters[index].isNewline {
                let character = characters[index]
                if character == "\\", index + 1 < end, characters[index + 1].isASCIIPunctuation {
                    url.append(characters[index + 1])
                    index += 2
                    continue
                }
                if character == "(" { depth += 1 }
                if character == ")" {
                    if depth == 0 { break }
                    depth -= 1
                }
                url.append(character)
                index += 1
            }
        }
        skipSpaces()
        if index < end, let closer = Self.titleCloser[characters[index]],
           let titleEnd = characters[(index + 1)..<end].firstIndex(of: closer) {
            index = titleEnd + 1
            skipSpaces()
        }
        if index < end, characters[index] == ")" {
            close = index
        } else {
            guard let loose = characters[index..<end].firstIndex(of: ")") else { return nil }
            close = loose
        }
        self.url = url
    }

    private static let titleCloser: [Character: Character] = ["\"": "\"", "'": "'", "(": ")"]
}

private extension Character {
    var isASCIIPunctuation: Bool { isASCII && isPunctuation || isASCII && isSymbol }
}
