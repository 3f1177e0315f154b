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

    init() throws { config = try TemporaryFolder() }

    func editor(_ environment: [String: String], lending: any TerminalLending = RecordingLending()) -> URLsFileEditor {
        URLsFileEditor(file: urls, environment: environment, terminal: lending)
    }

    @Test func visualComesBeforeEditorAndViIsTheLastResort() {
        #expect(editor(["VISUAL": "emacs -nw", "EDITOR": "nano"]).command == ["emacs", "-nw"])
        #expect(editor(["VISUAL": "  ", "EDITOR": "nano"]).command == ["nano"])
        #expect(editor([:]).command == ["vi"])
    }

    @Test func theEditorGetsTheTerminalAndTheFileLastAndAMissingListIsMadePrivateWithItsFormat() async throws {
        let program = try FakeProgram(name: "fake-editor")
        let lending = RecordingLending()
        let editor = editor(["EDITOR": "\(program.script.path) --wait"], lending: lending)
        try await FakeProgram.retryingBusy { try await editor.edit() }
        #expect(program.arguments == ["--wait", urls.path])
        #expect(lending.lentCount >= 1)
        let text = try String(contentsOf: urls, encoding: .utf8)
        #expect(text == URLsFileEditor.header)
        #expect(text.hasPrefix("# aichats feed list, in newsboat's urls format"))
        #expect(try URLsFileStore(file: urls).list() == FeedList())
        let mode = try FileManager.default.attributesOfItem(atPath: urls.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func anExistingListIsLeftAsItIsForTheEditor() async throws {
        try FileManager.default.createDirectory(at: urls.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("https://example.com/feed.xml \"tech\"\n".utf8).write(to: urls)
        let program = try FakeProgram(name: "fake-editor")
        try await FakeProgram.retryingBusy { try await editor(["VISUAL": program.script.path]).edit() }
        #expect(program.arguments == [urls.path])
        #expect(try String(contentsOf: urls, encoding: .utf8) == "https://example.com/feed.xml \"tech\"\n")
    }

    /// A command's change made while the editor is open would be lost when the editor saves what
    /// it read before: the list's folder stays locked until the editor is closed.
    @Test func theListIsLockedWhileTheEditorIsOpen() async throws {
        let probe = try TemporaryFolder()
        let result = probe.file("flock-status")
        let script = try probe.writeExecutable("""
            #!/bin/sh
            flock --nonblock --exclusive "$(dirname "$1")" true; echo $? > '\(result.path)'

            """, to: "locking-editor")
        try await FakeProgram.retryingBusy { try await editor(["EDITOR": script.path]).edit() }
        #expect(try String(contentsOf: result, encoding: .utf8) == "1\n", "flock(1) found the folder locked")
        let afterwards = runShell("flock --nonblock --exclusive \(shellQuoted(urls.deletingLastPathComponent().path)) true")
        #expect(afterwards?.succeeded == true, "the lock ends with the editor")
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

    @Test func anEditorThatFailsIsReportedInOneLine() async throws {
        let program = try FakeProgram(name: "fake-editor", status: 3)
        await #expect(throws: BrowserFailure.exited(program: "fake-editor", status: 3)) {
            try await FakeProgram.retryingBusy { try await editor(["EDITOR": program.script.path]).edit() }
        }
    }
}
