import Foundation
import TestSupport
import Testing
@testable import ConfigFile

/// What else could change an `api_key_command`: the script it runs and the folder above
/// `aichats/`; and the advice for a file only its owner can change.
@Suite struct ConfigLoaderSurroundingsTests {
    /// `XDG_CONFIG_HOME/aichats/config.toml` in a temporary folder, running `command`; private,
    /// as the folder's name (a UUID) looks like a key when a command holds its path.
    func write(_ command: String, in folder: TemporaryFolder) throws -> String {
        try folder.writeConfig("[backends.a]\nbase_url = \"https://x/v1\"\nmodel = \"m\"\napi_key_command = \"\(command)\"\n", mode: 0o600)
        return folder.path("aichats/config.toml")
    }

    /// Anyone who can change the script can make it run anything as you.
    @Test(arguments: [0o777, 0o775, 0o757])
    func aKeyCommandWhoseScriptOthersCanChangeIsRefused(_ mode: Int) throws {
        let folder = try TemporaryFolder()
        try folder.write("#!/bin/sh\necho sk-from-script\n", to: "key.sh")
        let script = folder.path("key.sh")
        #expect(chmod(script, mode_t(mode)) == 0)
        let path = try write("\(script) --quiet", in: folder)
        #expect(throws: ConfigError(file: path, problem: String(
            format: "holds api_key_command whose script \(script) others can change (mode %03o), and so run any command as you; "
                + "run: chmod go-w \(script)", mode))) {
            try ConfigLoader.load(URL(fileURLWithPath: path))
        }
        #expect(chmod(script, 0o755) == 0)
        #expect(try ConfigLoader.load(URL(fileURLWithPath: path))?.backends.first?.key == .command("\(script) --quiet"))
    }

    /// `~/bin/key` is the script in HOME; a program found on PATH is not judged.
    @Test func theScriptIsTheFirstWordWhenItIsAPath() {
        #expect(KeyCommandText.script(of: "/opt/key.sh a", home: "/home/ada") == "/opt/key.sh")
        #expect(KeyCommandText.script(of: "\"/opt/key.sh\" a", home: nil) == "/opt/key.sh")
        #expect(KeyCommandText.script(of: "~/bin/key", home: "/home/ada") == "/home/ada/bin/key")
        #expect(KeyCommandText.script(of: "pass show openai", home: "/home/ada") == nil)
    }

    /// Whoever may write to the folder above `aichats/` can rename it and put their own in its
    /// place; with the sticky bit (/tmp) they cannot rename yours.
    @Test func aKeyCommandUnderAFolderAnyoneCanChangeIsRefused() throws {
        let folder = try TemporaryFolder()
        let path = try write("pass show a", in: folder)
        #expect(chmod(folder.url.path, 0o777) == 0)
        #expect(throws: ConfigError(file: path, problem: "holds api_key_command but the folder above it, \(folder.url.path), "
            + "lets anyone replace its folder (mode 777), and so run any command as you; run: chmod o-w \(folder.url.path)")) {
            try ConfigLoader.load(URL(fileURLWithPath: path))
        }
        #expect(chmod(folder.url.path, 0o1777) == 0)
        #expect(try ConfigLoader.load(URL(fileURLWithPath: path)) != nil)
        #expect(chmod(folder.url.path, 0o700) == 0)
    }

    /// chmod works only for the file's owner (or root): for another's file the advice is
    /// theirs to follow, as the database's notice says.
    @Test func aFileOfAnotherUserGetsAdviceItsUserCanFollow() {
        #expect(ConfigLoader.fixAdvice("/etc/x.toml", "chmod 600", owner: 0, user: 1000)
            == "only its owner (root) can change that: have root run chmod 600 on it, or replace it with a copy of your own")
        #expect(ConfigLoader.fixAdvice("/etc/x.toml", "chmod 600", owner: 1000, user: 1000) == "run: chmod 600 /etc/x.toml")
        #expect(ConfigLoader.fixAdvice("/etc/x.toml", "chmod 600", owner: 1000, user: 0) == "run: chmod 600 /etc/x.toml")
    }
}
