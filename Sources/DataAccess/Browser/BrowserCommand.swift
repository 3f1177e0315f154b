import Foundation

/// One browser of the `$BROWSER` list (or `xdg-open` when it is unset), following the
/// convention's rules: entries are separated by colons, words as a shell splits them
/// (`ShellWords`: quotes group, and are not passed on), and `%s` in an entry
/// stands for the address (`%%` for a literal `%`); without `%s` the address goes last. `%u`,
/// newsboat's placeholder, works as `%s`, so that a newsboat `browser` setting can be copied.
struct BrowserCommand: Equatable {
    /// The program's name or path.
    let program: String
    /// The words after the program, `%s` and `%%` not yet replaced.
    let argumentTemplate: [String]

    /// Parses one entry, nil when it has no words.
    init?(entry: Substring) {
        let words = ShellWords.split(entry)
        guard let program = words.first else { return nil }
        self.program = program
        argumentTemplate = Array(words.dropFirst())
    }

    /// The browsers to try, in order: the entries of `$BROWSER`, else `xdg-open`.
    static func candidates(environment: [String: String]) -> [BrowserCommand] {
        let entries = environment["BROWSER", default: ""].split(separator: ":").compactMap(BrowserCommand.init(entry:))
        return entries.isEmpty ? [BrowserCommand(program: "xdg-open")] : entries
    }

    private init(program: String) {
        self.program = program
        argumentTemplate = []
    }

    /// The program's short name, for messages and to recognise known browsers.
    var name: String { URL(fileURLWithPath: program).lastPathComponent }

    /// The arguments for an address: each `%s` or `%u` replaced by it and `%%` by `%`; the
    /// address appended when no word holds a placeholder.
    func arguments(for address: String) -> [String] {
        let hasPlaceholder = argumentTemplate.contains { $0.contains("%s") || $0.contains("%u") }
        let words = argumentTemplate.map { Self.expand($0, address: address) }
        return hasPlaceholder ? words : words + [address]
    }

    private static func expand(_ word: String, address: String) -> String {
        var result = ""
        var characters = word.makeIterator()
        while let character = characters.next() {
            guard character == "%" else {
                result.append(character)
                continue
            }
            switch characters.next() {
            case "s", "u": result += address
            case "%": result.append("%")
            case let other?: result += "%" + String(other)
            case nil: result.append("%")
            }
        }
        return result
    }

    func executable(environment: [String: String]) -> URL? {
        ExternalProgram.executable(program, environment: environment)
    }
}
