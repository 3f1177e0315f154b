import Domain
import Foundation

/// Opens the `urls` file in the user's editor, as newsboat's `edit-urls` does: `$VISUAL`, else
/// `$EDITOR`, else `vi`, with the terminal lent by `terminal` until the editor ends.
///
/// The command's words are split as a shell splits them (`EDITOR="emacs -nw"`; `ShellWords`) and
/// the file's path comes last, one argument, never through a shell. A missing file is created first (with its folder),
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
            let words = ShellWords.split(environment[name, default: ""])
            if !words.isEmpty { return words }
        }
        return ["vi"]
    }

    /// The editor works on a copy beside the list, and the list is not locked meanwhile: a
    /// `feeds add` from cron goes through at once, and what it changed is merged into the edit
    /// (`FeedListMerge`) when the editor closes. An editor that fails (vim's `:cq` exits 1 to
    /// abort) leaves the list as it was: its copy is dropped, whatever it saved there.
    public func edit() async throws {
        let command = self.command
        guard let executable = ExternalProgram.executable(command[0], environment: environment) else {
            throw EditorNotFound(program: command[0])
        }
        let base = try FeedListLock.whileChanging(file.path) { () throws(FeedListError) in
            if let bytes = try FeedFileIO.read(file.path) { return bytes }
            return try createList()
        }
        let copy = try FeedFileIO.copy(beside: file.path, holding: base)
        do {
            try await ExternalProgram.runInForeground(
                executable, arguments: Array(command.dropFirst()) + [copy], environment: environment, terminal: terminal)
        } catch {
            unlink(copy)
            throw EditorQuit(failure: error)
        }
        try putBack(copy, editedFrom: base)
    }

    /// Merges the edited copy into the list, then removes it; when that fails, the copy stays
    /// and the error says where.
    private func putBack(_ copy: String, editedFrom base: [UInt8]) throws(FeedListError) {
        do {
            let edited = try FeedFileIO.read(copy) ?? base
            try FeedListLock.whileChanging(file.path) { () throws(FeedListError) in
                let theirs = try FeedFileIO.read(file.path) ?? []
                let merged = FeedListMerge.merge(base: base, theirs: theirs, edited: edited)
                if merged != theirs { try FeedFileIO.replace(file.path, with: merged) }
            }
        } catch {
            throw .editKept(copy: copy, reason: error.message)
        }
        unlink(copy)
    }

    /// A new list is private, as `aichats feeds add` makes it (`FeedFileIO.replace`).
    private func createList() throws(FeedListError) -> [UInt8] {
        let header = Array(Self.header.utf8)
        try FeedFileIO.replace(file.path, with: header)
        return header
    }
}
