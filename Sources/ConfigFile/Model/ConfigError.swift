/// Why `config.toml` cannot be used: the file, the line and the key at fault, and what is wrong.
/// The start stops with it (exit code 2), as `aichats config check` does.
public struct ConfigError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file's path.
    public let file: String
    /// The line, from 1, when the problem has one.
    public let line: Int?
    /// The key's dotted path (`backends.local.model`), when the problem is about a key.
    public let key: String?
    /// What is wrong and what to write instead.
    public let problem: String

    public init(file: String, line: Int? = nil, key: String? = nil, problem: String) {
        self.file = file
        self.line = line
        self.key = key
        self.problem = problem
    }

    /// `path:line: key: problem`, as compilers write it, so an editor can jump there.
    public var description: String {
        var text = file
        if let line { text += ":\(line)" }
        text += ": "
        if let key { text += "\(key): " }
        return text + problem
    }
}
