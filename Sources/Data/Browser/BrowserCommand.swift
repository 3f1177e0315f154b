import Foundation

/// The program that opens web pages, as chosen by `$BROWSER` or else `xdg-open`.
struct BrowserCommand: Equatable {
    /// The program's name or path.
    let program: String
    /// Arguments that go before the address.
    let arguments: [String]

    /// The first entry of the colon-separated `$BROWSER` list, split on spaces; `xdg-open` when unset.
    init(environment: [String: String]) {
        let firstEntry = environment["BROWSER", default: ""]
            .split(separator: ":")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .first { !$0.isEmpty }
        let words = (firstEntry ?? "xdg-open").split(whereSeparator: \.isWhitespace).map(String.init)
        program = words.first ?? "xdg-open"
        arguments = Array(words.dropFirst())
    }

    /// The executable file: the program itself when it is a path, otherwise the first match on `$PATH`.
    func executable(environment: [String: String], fileManager: FileManager = .default) -> URL? {
        if program.contains("/") {
            return fileManager.isExecutableFile(atPath: program) ? URL(fileURLWithPath: program) : nil
        }
        let searchPath = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return searchPath.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(program) }
            .first { fileManager.isExecutableFile(atPath: $0.path) }
    }
}
