import Domain
import Foundation
import Testing
import TestSupport
@testable import DataAccess

@Suite("Editing the feed list in the user's editor")
struct URLsFileEditorTests {
    /// `XDG_CONFIG_HOME`: the list is `aichats/urls` in it.
    let config: TemporaryFolder
    var urls: URL { config.file("aichats/urls") }

    /// Where the editor scripts live and leave what they saw.
    let probe: TemporaryFolder

    init() throws {
        config = try TemporaryFolder()
        probe = try TemporaryFolder()
    }

    func writeList(_ text: String) throws {
        try FileManager.default.createDirectory(at: urls.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: urls)
    }

    func listFolder() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: urls.deletingLastPathComponent().path).sorted()
    }

    /// An editor that runs `body` with the file to edit as `$1`.
    func editorScript(_ body: String) throws -> URL {
        try probe.writeExecutable("#!/bin/sh\n\(body)\n", to: "editor")
    }

    func editor(_ environment: [String: String], lending: any TerminalLending = RecordingLending()) -> URLsFileEditor {
        URLsFileEditor(file: urls, environment: environment, terminal: lending)
    }

    @Test func visualComesBeforeEditorAndViIsTheLastResort() {
        #expect(editor(["VISUAL": "emacs -nw", "EDITOR": "nano"]).command == ["emacs", "-nw"])
        #expect(editor(["VISUAL": "  ", "EDITOR": "nano"]).command == ["nano"])
        #expect(editor([:]).command == ["vi"])
    }

    @Test func theEditorGetsTheTerminalAndACopyLastAndAMissingListIsMadePrivateWithItsFormat() async throws {
        let program = try FakeProgram(name: "fake-editor")
        let lending = RecordingLending()
        let editor = editor(["EDITOR": "\(program.script.path) --wait"], lending: lending)
        try await FakeProgram.retryingBusy { try await editor.edit() }
        let arguments = try #require(program.arguments)
        #expect(arguments.count == 2 && arguments[0] == "--wait")
        #expect(arguments[1].hasPrefix(urls.deletingLastPathComponent().path + "/.urls.aichats-edit-"))
        #expect(lending.lentCount >= 1)
        let text = try String(contentsOf: urls, encoding: .utf8)
        #expect(text == URLsFileEditor.header)
        #expect(text.hasPrefix("# aichats feed list, in newsboat's urls format"))
        #expect(try URLsFileStore(file: urls).list() == FeedList())
        let mode = try FileManager.default.attributesOfItem(atPath: urls.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try listFolder() == ["urls"], "the copy is gone")
    }

    @Test func anExistingListIsLeftAsItIsForTheEditor() async throws {
        try writeList("https://example.com/feed.xml \"tech\"\n")
        let program = try FakeProgram(name: "fake-editor")
        try await FakeProgram.retryingBusy { try await editor(["VISUAL": program.script.path]).edit() }
        #expect(try String(contentsOf: urls, encoding: .utf8) == "https://example.com/feed.xml \"tech\"\n")
    }

    /// An editor that exits with an error aborts, as vim's `:cq` does for git and `crontab -e`:
    /// what it saved is dropped (even an emptied list), the copy goes, and the error says so.
    @Test(arguments: ["printf 'https://b.org/feed\\n' >> \"$1\"; exit 3", ": > \"$1\"; exit 3"])
    func anEditorThatExitsWithAnErrorLeavesTheListAsItWas(body: String) async throws {
        try writeList("# mine\nhttps://a.org/feed\n")
        let script = try editorScript(body)
        await #expect(throws: EditorQuit(failure: .exited(program: "editor", status: 3))) {
            try await FakeProgram.retryingBusy { try await editor(["EDITOR": script.path]).edit() }
        }
        #expect(try String(contentsOf: urls, encoding: .utf8) == "# mine\nhttps://a.org/feed\n")
        #expect(try listFolder() == ["urls"], "the copy is gone")
        #expect(EditorQuit(failure: .exited(program: "vi", status: 1)).description
            == "The editor (vi) quit with an error (exit 1): the feed list is unchanged")
    }

    /// A list emptied and saved normally is what the user wrote: every feed goes.
    @Test func anEmptiedListSavedNormallyRemovesEveryFeed() async throws {
        try writeList("# mine\nhttps://a.org/feed\n")
        let script = try editorScript(": > \"$1\"")
        try await FakeProgram.retryingBusy { try await editor(["EDITOR": script.path]).edit() }
        #expect(try String(contentsOf: urls, encoding: .utf8) == "")
        #expect(try URLsFileStore(file: urls).list() == FeedList())
        #expect(try listFolder() == ["urls"])
    }

    /// The list is not locked while the editor is open: a `feeds add` from cron meanwhile goes
    /// through, and what it added and removed is merged into the edit.
    @Test func aChangeMadeWhileTheEditorIsOpenIsKept() async throws {
        try writeList("https://a.org/feed\nhttps://b.org/feed\n")
        let folder = shellQuoted(urls.deletingLastPathComponent().path), list = shellQuoted(urls.path)
        let script = try editorScript("""
            flock --nonblock --exclusive \(folder) sh -c "printf 'https://a.org/feed\\nhttps://cron.org/feed\\n' > \(list)"
            echo $? > \(shellQuoted(probe.file("flock-status").path))
            printf 'https://mine.org/feed\\n' >> "$1"
            """)
        try await FakeProgram.retryingBusy { try await editor(["EDITOR": script.path]).edit() }
        #expect(try String(contentsOf: probe.file("flock-status"), encoding: .utf8) == "0\n", "the list was not locked")
        #expect(try String(contentsOf: urls, encoding: .utf8) == "https://a.org/feed\nhttps://mine.org/feed\nhttps://cron.org/feed\n")
    }

    /// Nothing typed is lost: when the edit cannot be put back, the copy stays and is named.
    @Test func anEditThatCannotBePutBackIsKeptAndNamed() async throws {
        try writeList("https://a.org/feed\n")
        let script = try editorScript("printf 'https://b.org/feed\\n' >> \"$1\"; rm \(shellQuoted(urls.path)); mkdir \(shellQuoted(urls.path))")
        let error = await #expect(throws: FeedListError.self) {
            try await FakeProgram.retryingBusy { try await editor(["EDITOR": script.path]).edit() }
        }
        let copy = try #require(try listFolder().first { $0.hasPrefix(".urls.aichats-edit-") })
        let copyPath = urls.deletingLastPathComponent().appendingPathComponent(copy).path
        #expect(error?.message == "could not read \(urls.path): Is a directory; your edit is kept in \(copyPath)")
        #expect(try String(contentsOfFile: copyPath, encoding: .utf8) == "https://a.org/feed\nhttps://b.org/feed\n")
    }

    @Test func aMissingEditorSaysWhatToSetAndCreatesNothing() async throws {
        let lending = RecordingLending()
        await #expect(throws: EditorNotFound(program: "no-such-editor")) {
            try await editor(["EDITOR": "no-such-editor -w", "PATH": config.url.path], lending: lending).edit()
        }
        #expect(EditorNotFound(program: "vi").description
            == "no editor found (vi is not installed); set VISUAL or EDITOR, e.g. EDITOR=nano")
        #expect(lending.lentCount == 0)
        #expect(!FileManager.default.fileExists(atPath: urls.path))
    }
}
