/// An `api_key_command` as it may be shown or logged, and the key it holds when it only prints
/// one: `api_key` must live in a file only its owner reads, so `echo sk-…` in a command is the
/// obvious way round that rule, and would put the key in `config show`, `config check` and the log.
public enum KeyCommandText {
    /// How keys of the common services start (OpenAI, Anthropic and OpenRouter `sk-`, Groq,
    /// xAI, Hugging Face, Perplexity, Google, Replicate, GitHub).
    static let keyPrefixes = ["sk-", "sk_", "gsk_", "xai-", "hf_", "pplx-", "AIza", "r8_", "ghp_", "github_pat_"]

    /// The command with every word that looks like a key (one of `keyPrefixes`, or 20 and more
    /// letters and digits mixed) as `***`; `pass show openai` is shown as it is.
    public static func redacted(_ command: String) -> String {
        var shown = "", word = ""
        for character in command {
            if isKeyCharacter(character) {
                word.append(character)
            } else {
                shown += masked(word) + String(character)
                word = ""
            }
        }
        return shown + masked(word)
    }

    /// Whether the command holds a word that `redacted` shows as `***`, or prints one written in
    /// it (`literalKey`): a key then lives in the file, however the command wraps it
    /// (`/bin/echo sk-…`, `sh -c 'echo sk-…'`, `echo sk-… | cat`).
    public static func holdsKey(_ command: String) -> Bool {
        redacted(command) != command || literalKey(in: command) != nil
    }

    /// The script a command runs, when its first word is a path (`/home/ada/bin/openai-key`,
    /// `~/bin/openai-key`, with `~` as `home`); nil for a program found on PATH (`pass`).
    public static func script(of command: String, home: String?) -> String? {
        guard let first = command.split(whereSeparator: \.isWhitespace).first.map({ unquoted(String($0)) }) else { return nil }
        if first.hasPrefix("/") { return first }
        if first.hasPrefix("~/"), let home, !home.isEmpty { return home + first.dropFirst() }
        return nil
    }

    /// The key when the command only prints a word written in it (`echo sk-…`, `echo -n "sk-…"`,
    /// `printf sk-…`, `printf '%s\n' sk-…`): such a command holds the key as `api_key` does.
    /// Nil for anything that could read it from elsewhere (a variable, a pipe, another program).
    public static func literalKey(in command: String) -> String? {
        guard !command.contains(where: { "$`|;&<>()\n".contains($0) }) else { return nil }
        var words = command.split(whereSeparator: \.isWhitespace).map { unquoted(String($0)) }
        guard let program = words.first else { return nil }
        words.removeFirst()
        switch program {
        case "echo":
            words.removeAll { ["-n", "-e", "-E"].contains($0) }
            return words.count == 1 ? words[0].nilIfBlank : nil
        case "printf":
            if words.count == 2, words[0].hasPrefix("%s") { return words[1].nilIfBlank }
            return words.count == 1 && !words[0].contains("%") ? words[0].nilIfBlank : nil
        default:
            return nil
        }
    }

    private static func isKeyCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "-" || character == "_")
    }

    private static func masked(_ word: String) -> String {
        let isPrefixed = keyPrefixes.contains { word.hasPrefix($0) && word.count > $0.count + 3 }
        let isLongMixed = word.count >= 20 && word.contains(where: \.isNumber) && word.contains(where: \.isLetter)
        return isPrefixed || isLongMixed ? "***" : word
    }

    private static func unquoted(_ word: String) -> String {
        guard word.count >= 2, let first = word.first, first == "'" || first == "\"", word.last == first else { return word }
        return String(word.dropFirst().dropLast())
    }
}

extension String {
    fileprivate var nilIfBlank: String? { allSatisfy(\.isWhitespace) ? nil : self }
}
