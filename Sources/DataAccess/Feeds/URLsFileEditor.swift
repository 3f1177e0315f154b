import Domain
import Foundation

/// Opens the `urls` file in the user's editor, as newsboat's `edit-urls` does: `$VISUAL`, else
/// `$EDITOR`, else `vi`, with the terminal lent by `terminal` until the editor ends.
///
/// The command's words are split on spaces (`EDITOR="emacs -nw"`) and the file's path comes last,
/// one argument, never through a shell. A missing file is created first (with its folder),
/// holding a comment that says the format.
public struct URLsFileEditor: FeedListEditor {
    /// The first lines of a new feed list.
    static let header = """
        # aichats feed list, in newsboat's urls format: one feed per line, its URL, then its
        # tags in double quotes ("tech" "news"); "~Title" renames a feed, "!" hides it.

        """

    private let file: URL
    private let environment: [String: String]
    private let terminal: any TerminalLending

    public init(file: URL, environment: [String: String], terminal: any TerminalLending) {
        self.file = file
        self.environment = environment
        self.terminal = terminal
    }

    /// The editor's words: `$VISUAL`, else `$EDITOR`, else `vi`; blank values count as unset.
    var command: [String] {
        for name in ["VISUAL", "EDITOR"] {
            let words = environment[name, default: ""].split(whereSeparator: \.isWhitespace).map(String.init)
            if !words.isEmpty { return words }
        }
        return ["vi"]
    }

    public func edit() async throws {
        let command = self.command
        guard let executable = ExternalProgram.executable(command[0], environment: environment) else {
            throw EditorNotFound(program: command[0])
        }
        // The list is locked while the editor is open: a command's change made meanwhile would be
        // lost when the editor writes what it read before.
        try await FeedListLock.whileEditing(file.path) {
            try createIfMissing()
            try await ExternalProgram.runInForeground(
                executable, arguments: Array(command.dropFirst()) + [file.path], environment: environment,
                terminal: terminal)
        }
    }

    /// A new list is private, as `aichats feeds add` makes it (`FeedFileIO.replace`).
    private func createIfMissing() throws(DomainError) {
        guard !FileManager.default.fileExists(atPath: file.path) else { return }
        do { try FeedFileIO.replace(file.path, with: Array(Self.header.utf8)) } catch { throw .invalidInput(error.message) }
    }
}
