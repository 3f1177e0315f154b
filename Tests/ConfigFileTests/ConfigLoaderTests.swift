import Foundation
import TestSupport
import Testing
@testable import ConfigFile

/// Reading the file from disk: none, the permissions a key in the file asks for, and the
/// example shipped in docs/.
@Suite struct ConfigLoaderTests {
    static let keyFile = "[backends.a]\nbase_url = \"https://x/v1\"\nmodel = \"m\"\napi_key = \"sk-secret-1\"\n"

    @Test func noFileIsNoConfiguration() throws {
        let folder = try TemporaryFolder()
        #expect(try ConfigLoader.load(folder.file("config.toml")) == nil)
    }

    @Test(arguments: [0o640, 0o604, 0o644])
    func aKeyInAFileOthersCanReadIsRefused(_ mode: Int) throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.keyFile, to: "config.toml")
        let path = folder.path("config.toml")
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        #expect(throws: ConfigError(
            file: path, problem: String(format: "holds api_key but others can read it (mode %03o); run: chmod 600 \(path)", mode)
        )) {
            try ConfigLoader.load(folder.file("config.toml"))
        }
    }

    /// A command that only prints a key written in it holds the key as `api_key` does.
    /// However the command wraps it: any word `config show` masks is a key in the file.
    @Test(arguments: [
        "echo sk-from-command", #"printf '%s' \"sk-or-v1-abc\""#, "echo -n 'gsk_0123456789'",
        "/bin/echo sk-cmdkey-INLINE-99887766", "echo sk-cmdkey-INLINE-99887766 | cat", "sh -c 'echo sk-cmdkey-INLINE-99887766'",
        "echo $((1)) sk-cmdkey-INLINE-99887766", "printf %s abcdefghij0123456789XYZ",
    ])
    func aKeyWrittenInACommandInAFileOthersCanReadIsRefused(_ command: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("[backends.a]\nbase_url = \"https://x/v1\"\nmodel = \"m\"\napi_key_command = \"\(command)\"\n", to: "config.toml")
        let path = folder.path("config.toml")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        #expect(throws: ConfigError(file: path, problem: "holds a key written in an api_key_command "
                                        + "but others can read it (mode 644); run: chmod 600 \(path)")) {
            try ConfigLoader.load(folder.file("config.toml"))
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        #expect(try ConfigLoader.load(folder.file("config.toml")) != nil)
    }

    /// Whoever can change the file can change the command into any other, run as you.
    @Test(arguments: [0o666, 0o620, 0o602])
    func aKeyCommandInAFileOthersCanChangeIsRefused(_ mode: Int) throws {
        let folder = try TemporaryFolder()
        try folder.write("[backends.a]\nbase_url = \"https://x/v1\"\nmodel = \"m\"\napi_key_command = \"pass show a\"\n", to: "config.toml")
        let path = folder.path("config.toml")
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        #expect(throws: ConfigError(file: path, problem: String(
            format: "holds api_key_command but others can change it (mode %03o), and so run any command as you; run: chmod go-w \(path)",
            mode))) {
            try ConfigLoader.load(folder.file("config.toml"))
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        #expect(try ConfigLoader.load(folder.file("config.toml"))?.backends.first?.key == .command("pass show a"))
    }

    /// Another user who owns the file could change its command; root may own it, as ssh allows.
    @Test func aKeyCommandRunsOnlyFromAFileOfTheUserOrRoot() throws {
        #expect(ConfigLoader.isTrusted(owner: 1000, user: 1000))
        #expect(ConfigLoader.isTrusted(owner: 0, user: 1000))
        #expect(!ConfigLoader.isTrusted(owner: 65534, user: 1000))
        let folder = try TemporaryFolder()
        try folder.write("[backends.a]\nbase_url = \"http://x/v1\"\nmodel = \"m\"\napi_key_command = \"pass show a\"\n", to: "config.toml")
        #expect(ConfigLoader.owner(of: folder.path("config.toml")) == getuid(), "the file just written is the user's")
        #expect(try ConfigLoader.load(folder.file("config.toml"))?.backends.first?.key == .command("pass show a"))
    }

    /// Whoever can write to the folder can put another file in the config's place.
    @Test func aKeyCommandRunsOnlyFromAFolderOthersCannotChange() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.file("open"), withIntermediateDirectories: false)
        try folder.write("[backends.a]\nbase_url = \"http://x/v1\"\nmodel = \"m\"\napi_key_command = \"pass show a\"\n",
                         to: "open/config.toml")
        #expect(chmod(folder.path("open"), 0o777) == 0)
        #expect(throws: ConfigError(file: folder.path("open/config.toml"), problem: "holds api_key_command but its folder lets "
            + "others replace it (mode 777), and so run any command as you; run: chmod go-w \(folder.path("open"))")) {
            try ConfigLoader.load(folder.file("open/config.toml"))
        }
        #expect(chmod(folder.path("open"), 0o755) == 0)
        #expect(try ConfigLoader.load(folder.file("open/config.toml"))?.backends.first?.key == .command("pass show a"))
    }

    @Test func aNULByteIsNamedWithItsLine() throws {
        let folder = try TemporaryFolder()
        try folder.write("[ui]\ntheme = \"mo\u{0}no\"\n", to: "config.toml")
        let path = folder.path("config.toml")
        #expect(throws: ConfigError(file: path, line: 2, problem: "the line holds a NUL byte, which TOML does not allow; remove it")) {
            try ConfigLoader.load(folder.file("config.toml"))
        }
    }

    /// As a NUL byte is: the line that is not UTF-8 is named, not only the file.
    @Test func aLineThatIsNotUTF8IsNamed() throws {
        let folder = try TemporaryFolder()
        try (Data("[ui]\n# café\n".utf8) + Data([0x23, 0x20, 0xE9, 0x0A]) + Data("theme = \"mono\"\n".utf8))
            .write(to: folder.file("config.toml"))
        let path = folder.path("config.toml")
        #expect(throws: ConfigError(file: path, line: 3, problem: "the line is not UTF-8 text; save the file as UTF-8")) {
            try ConfigLoader.load(folder.file("config.toml"))
        }
    }

    @Test func aFolderOrANamedPipeIsRefusedByWhatItIs() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("config.toml")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        #expect(throws: ConfigError(file: path, problem: "is a folder, not a file; move it away")) {
            try ConfigLoader.load(folder.file("config.toml"))
        }
        let other = try TemporaryFolder()
        #expect(mkfifo(other.path("config.toml"), 0o600) == 0)
        #expect(throws: ConfigError(file: other.path("config.toml"), problem: "is a named pipe, not a file; move it away")) {
            try ConfigLoader.load(other.file("config.toml"))
        }
    }

    @Test func aKeyInAPrivateFileIsRead() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.keyFile, to: "config.toml")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: folder.path("config.toml"))
        #expect(try ConfigLoader.load(folder.file("config.toml"))?.backend(named: "a")?.key == .literal("sk-secret-1"))
    }

    /// Without a key or a key command, others may read the file, and change it.
    @Test(arguments: [0o644, 0o666])
    func aFileWithoutAKeyMayBeReadableAndWritable(_ mode: Int) throws {
        let folder = try TemporaryFolder()
        try folder.write("[ui]\ntheme = \"mono\"\n", to: "config.toml")
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: folder.path("config.toml"))
        #expect(try ConfigLoader.load(folder.file("config.toml"))?.ui.theme == .mono)
    }

    @Test func theShippedExampleIsValid() throws {
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/config.example.toml")
        let config = try #require(try ConfigLoader.load(example))
        #expect(config.defaultBackend == "ollama")
        #expect(config.backends.map(\.name) == ["litellm", "llamacpp", "lmstudio", "ollama", "openai", "vllm"])
        #expect(config.backend(named: "openai")?.key == .command("pass show openai/api-key"))
        #expect(config.backend(named: "litellm")?.key == .environment("LITELLM_API_KEY"))
        #expect(config.ui == UIConfig(theme: .standard, refreshMinutes: 60, browser: "w3m:xdg-open", mouse: false, screenReader: false))
    }
}

extension ConfigLoaderTests {
    /// A config kept elsewhere and linked: the file's own permissions count, not the link's.
    @Test func aLinkedFileIsJudgedByTheFileItLeadsTo() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.keyFile, to: "real.toml")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: folder.path("real.toml"))
        try FileManager.default.createSymbolicLink(atPath: folder.path("config.toml"), withDestinationPath: folder.path("real.toml"))
        #expect(try ConfigLoader.load(folder.file("config.toml"))?.backend(named: "a")?.key == .literal("sk-secret-1"))
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: folder.path("real.toml"))
        #expect(throws: ConfigError.self) { try ConfigLoader.load(folder.file("config.toml")) }
    }
}
