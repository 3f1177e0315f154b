/// The words of a command line as a shell splits them, without running a shell (no variables,
/// globs or command substitution): white space separates words, `'…'` keeps its text as it is,
/// `"…"` too but for `\"` and `\\`, and a backslash outside quotes keeps the next character. So
/// `BROWSER="w3m '%s'"` or `EDITOR="emacs -nw"`, written for a shell, mean what they say.
enum ShellWords {
    static func split(_ line: some StringProtocol) -> [String] {
        var words: [String] = [], word = "", inWord = false
        var quote: Character?, escaped = false
        for character in line {
            if escaped {
                word.append(character)
                escaped = false
            } else if let open = quote {
                if character == open {
                    quote = nil
                } else if character == "\\", open == "\"" {
                    escaped = true
                } else {
                    word.append(character)
                }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == "\\" {
                escaped = true
                inWord = true
            } else if character.isWhitespace {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }
}
