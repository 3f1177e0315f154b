import AppComposition
import ConfigFile
import Foundation
import TestSupport
import Testing

/// The config file with the environment over it: which backend answers, the overrides, the
/// keys, and the usage failures (exit code 2) that stop a start.
@Suite struct ChatSettingsTests {
    static let twoBackends = """
        default_backend = "local"
        [backends.local]
        base_url = "http://127.0.0.1:8080/v1"
        model = "qwen"
        [backends.cloud]
        base_url = "https://api.example.com/v1"
        model = "gpt-4o-mini"
        api_key_env = "CLOUD_KEY"
        """

    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    /// Writes `text` as the config file of `environment()`, private unless `mode` says otherwise.
    func write(_ text: String, mode: Int = 0o600) throws { try folder.writeConfig(text, mode: mode) }

    func environment(_ more: [String: String] = [:]) -> [String: String] { folder.homeEnvironment(more) }

    func failure(_ environment: [String: String]) -> StartupFailure? {
        do {
            _ = try ChatSettings.load(environment: environment)
            return nil
        } catch {
            return error
        }
    }

    @Test func noFileAndNoVariablesIsTheOfflinePersona() throws {
        let settings = try ChatSettings.load(environment: environment())
        #expect(!settings.fileFound)
        #expect(settings.activeName == nil)
        #expect(settings.backends.isEmpty)
        #expect(settings.file.path == folder.path("aichats/config.toml"))
    }

    @Test func theDefaultBackendAnswers() throws {
        try write(Self.twoBackends)
        let settings = try ChatSettings.load(environment: environment())
        #expect(settings.fileFound)
        #expect(settings.activeName == "local")
        #expect(settings.active?.model == "qwen")
        #expect(settings.overrides.isEmpty)
    }

    @Test func theEnvironmentOverridesTheFile() throws {
        try write(Self.twoBackends)
        let settings = try ChatSettings.load(environment: environment([
            "AICHATS_BACKEND": "cloud", "AICHATS_MODEL": "gpt-4.1", "AICHATS_API_BASE": "http://127.0.0.1:9/v1",
            "AICHATS_API_KEY": "sk-env",
        ]))
        #expect(settings.activeName == "cloud")
        let cloud = try #require(settings.active)
        #expect(cloud.model == "gpt-4.1")
        #expect(cloud.baseURL.absoluteString == "http://127.0.0.1:9/v1")
        #expect(cloud.key == .environment("AICHATS_API_KEY"))
        #expect(try settings.keys.key(for: cloud) == "sk-env")
        #expect(settings.overrides == ["AICHATS_BACKEND", "AICHATS_API_BASE", "AICHATS_MODEL", "AICHATS_API_KEY"])
        // The other backend keeps the file's values.
        #expect(settings.backend(named: "local")?.model == "qwen")
    }

    @Test func theVariablesAloneMakeABackendAsBefore() throws {
        let settings = try ChatSettings.load(environment: environment(["AICHATS_API_BASE": "http://localhost:11434/v1"]))
        #expect(settings.activeName == "environment")
        #expect(settings.active?.model == "gpt-4o-mini")
        #expect(settings.active?.key == APIKeySource.none)
    }

    @Test func aModelAloneStillLeavesTheOfflinePersona() throws {
        #expect(try ChatSettings.load(environment: environment(["AICHATS_MODEL": "llama3.2"])).activeName == nil)
    }

    @Test func aBackendNamedOfflinePicksThePersona() throws {
        try write(Self.twoBackends)
        #expect(try ChatSettings.load(environment: environment(["AICHATS_BACKEND": "offline"])).activeName == nil)
    }

    @Test func anUnknownBackendListsTheNames() throws {
        try write(Self.twoBackends)
        let error = try #require(failure(environment(["AICHATS_BACKEND": "olama"])))
        #expect(error.exitCode == 2)
        #expect(error.message == "AICHATS_BACKEND=olama names no backend of \(folder.path("aichats/config.toml")); "
            + "the backends are cloud, local, offline")
    }

    @Test func aMistakeInTheFileStopsWithItsLine() throws {
        try write("[backends.local]\nbase_url = \"http://x/v1\"\nmodel = \"m\"\nmodle = \"n\"\n")
        let error = try #require(failure(environment()))
        #expect(error.exitCode == 2)
        #expect(error.message.hasPrefix("\(folder.path("aichats/config.toml")):4: backends.local.modle: unknown key"))
    }

    @Test func aWrongAPIBaseIsRefusedAsBefore() throws {
        let error = try #require(failure(environment(["AICHATS_API_BASE": "localhost:11434/v1"])))
        #expect(error.exitCode == 2)
        #expect(error.message.hasPrefix("AICHATS_API_BASE=localhost:11434/v1 has no scheme"))
    }

    @Test func aMissingKeyVariableOfTheAnsweringBackendStopsTheStart() throws {
        try write(Self.twoBackends.replacingOccurrences(of: "default_backend = \"local\"", with: "default_backend = \"cloud\""))
        let error = try #require(failure(environment()))
        #expect(error.exitCode == 2)
        #expect(error.message == "backend cloud: the variable CLOUD_KEY (api_key_env) is not set")
        let settings = try ChatSettings.load(environment: environment(["CLOUD_KEY": "sk-cloud"]))
        #expect(try settings.keys.key(for: try #require(settings.active)) == "sk-cloud")
    }

    @Test func aKeyCommandGivesTheKey() throws {
        try write("[backends.a]\nbase_url = \"https://x/v1\"\nmodel = \"m\"\napi_key_command = \"printf '  sk-from-pass\\\\n'\"\n")
        let settings = try ChatSettings.load(environment: environment())
        #expect(try settings.keys.key(for: try #require(settings.active)) == "sk-from-pass")
    }

    /// A `pass` entry holds the password on its first line and metadata after it: only the
    /// first line is the key, whatever ends it.
    @Test(arguments: ["\\\\n", "\\\\r\\\\n", "\\\\r"])
    func aKeyCommandGivesTheFirstLineOfItsOutput(_ lineBreak: String) throws {
        let output = "  sk-abc \(lineBreak)login: ada@example.com\(lineBreak)url: https://platform.openai.com\(lineBreak)"
        try write("[backends.a]\nbase_url = \"https://x/v1\"\nmodel = \"m\"\napi_key_command = \"printf '\(output)'\"\n")
        let settings = try ChatSettings.load(environment: environment())
        #expect(try settings.keys.key(for: try #require(settings.active)) == "sk-abc")
    }

    static let refusal = " holds a control character (%@), which would break the request's headers; it was not sent. "
        + "Give the key on one line, without control characters"

    /// A key goes into a header line: a control character left in it (a line break, an escape)
    /// is refused whatever its source, naming the backend and the source, never the key.
    @Test(arguments: [
        ("api_key_command = \"printf 'sk-abc\\\\033[2J\\\\n'\"", [:], "api_key_command `printf 'sk-abc\\033[2J\\n'`", "\\e"),
        ("api_key = \"sk-toml\\nX-From-Toml: 1\"", [:], "api_key in the config file", "a line break"),
        ("api_key_env = \"K\"", ["K": "sk-env\r\nX-From-Env: 1"], "api_key_env K", "a line break"),
        ("", ["AICHATS_API_KEY": "sk-env\nX-From-Env: 1"], "AICHATS_API_KEY", "a line break"),
        ("api_key_env = \"K\"", ["K": "sk-\u{0}nul"], "api_key_env K", "\\0"),
    ])
    func aKeyWithAControlCharacterIsRefused(_ line: String, _ variables: [String: String], _ source: String, _ what: String) throws {
        try write("[backends.a]\nbase_url = \"https://x/v1\"\nmodel = \"m\"\n\(line)\n")
        let error = try #require(failure(environment(variables)))
        #expect(error.exitCode == 2)
        #expect(error.message == "backend a: the key from \(source)" + Self.refusal.replacingOccurrences(of: "%@", with: what))
        #expect(!error.message.contains("X-From") && !error.message.contains("sk-toml") && !error.message.contains("sk-env"))
        #expect(throws: StartupFailure.self) { try ConfigCheck.run(environment: environment(variables)) }
    }

    @Test(arguments: [
        ("echo nope >&2; exit 3", "it exited with status 3: nope"),
        ("true", "it printed nothing"),
        ("echo; echo sk-second-line", "its first line is empty (the key is read from the first line)"),
    ])
    func aFailingKeyCommandNamesTheBackend(_ command: String, _ reason: String) throws {
        try write("[backends.a]\nbase_url = \"https://x/v1\"\nmodel = \"m\"\napi_key_command = \"\(command)\"\n")
        let error = try #require(failure(environment()))
        #expect(error.exitCode == 2)
        // A word that looks like a key is not shown, even in a command that failed.
        let shown = command.replacingOccurrences(of: "sk-second-line", with: "***")
        #expect(error.message == "backend a: api_key_command `\(shown)` gave no key: \(reason)")
    }

    @Test func aReadableFileWithAKeyIsRefused() throws {
        try write("[backends.a]\nbase_url = \"https://x/v1\"\nmodel = \"m\"\napi_key = \"sk-in-file\"\n", mode: 0o644)
        let error = try #require(failure(environment()))
        let path = folder.path("aichats/config.toml")
        #expect(error.exitCode == 2)
        #expect(error.message == "\(path): holds api_key but others can read it (mode 644); run: chmod 600 \(path)")
        #expect(!error.message.contains("sk-in-file"))
    }

    @Test func showMasksKeysAndShowsTheOverrides() throws {
        // The sections that neither a key nor the environment changes, shown as they are written.
        let untouched = """
            [backends.b]
            base_url = "http://localhost:11434/v1"
            model = "llama3.2"
            first_byte_timeout = 300
            api_key_command = "pass show b"

            [ui]
            theme = "mono"

            [feeds]
            max_items = 1000
            """
        try write("""
            default_backend = "a"
            [backends.a]
            base_url = "https://x/v1"
            model = "m"
            api_key = "sk-in-file-123"
            temperature = 0.5
            \(untouched)
            """)
        let settings = try ChatSettings.read(environment: environment(["AICHATS_MODEL": "big"]))
        let shown = try ConfigShow.text(settings, environment: environment(["AICHATS_MODEL": "big"]))
        #expect(!shown.contains("sk-in-file-123"))
        #expect(shown == """
            # \(folder.path("aichats/config.toml"))
            # changed by the environment: AICHATS_MODEL
            # answering: a
            default_backend = "a"

            [backends.a]
            base_url = "https://x/v1"
            model = "big"  # from AICHATS_MODEL
            temperature = 0.5
            api_key = "***"

            \(untouched)

            """)
        #expect(!settings.usesColor)
    }

    /// Each value a variable set says which one, on its own line; the other backend's are the file's.
    @Test func showMarksTheValuesTheEnvironmentSet() throws {
        try write("""
            default_backend = "a"
            [backends.a]
            base_url = "https://a.example/v1"
            model = "ma"
            [backends.b]
            base_url = "https://b.example/v1"
            model = "mb"
            """)
        let variables = environment(["AICHATS_BACKEND": "b", "AICHATS_API_BASE": "http://localhost:1/v1"])
        let shown = try ConfigShow.text(try ChatSettings.read(environment: variables), environment: variables)
        #expect(shown.contains("default_backend = \"b\"  # from AICHATS_BACKEND\n"))
        #expect(shown.contains("[backends.a]\nbase_url = \"https://a.example/v1\"\nmodel = \"ma\"\n"))
        #expect(shown.contains("[backends.b]\nbase_url = \"http://localhost:1/v1\"  # from AICHATS_API_BASE\nmodel = \"mb\"\n"))
    }

    @Test func showMasksAKeyFromTheEnvironment() throws {
        let variables = environment(["AICHATS_API_BASE": "http://localhost:1/v1", "AICHATS_API_KEY": "sk-env-secret"])
        let settings = try ChatSettings.read(environment: variables)
        let shown = try ConfigShow.text(settings, environment: variables)
        #expect(shown.contains("api_key_env = \"AICHATS_API_KEY\""))
        #expect(!shown.contains("sk-env-secret"))
        #expect(!"\(settings.keys)".contains("sk-env-secret"))
    }

    /// What `config check` and the app use: the variables win over the file's `[ui]`.
    @Test func showGivesTheRefreshAndBrowserOfTheEnvironmentAndNamesThem() throws {
        try write("[ui]\nrefresh_minutes = 16\nbrowser = \"w3m\"\nmouse = true\nscreen_reader = true\n")
        let variables = environment(["AICHATS_REFRESH_MINUTES": "5", "BROWSER": "lynx"])
        let shown = try ConfigShow.text(try ChatSettings.read(environment: variables), environment: variables)
        #expect(shown.contains("# changed by the environment: AICHATS_REFRESH_MINUTES, BROWSER\n"))
        let feeds = "\n[feeds]\nmax_items = 1000\n"
        #expect(shown.hasSuffix("[ui]\ntheme = \"default\"\nrefresh_minutes = 5  # from AICHATS_REFRESH_MINUTES\n"
            + "browser = \"lynx\"  # from BROWSER\nmouse = true\nscreen_reader = true\n" + feeds))
        let fileOnly = try ConfigShow.text(try ChatSettings.read(environment: environment()), environment: environment())
        #expect(fileOnly.hasSuffix("refresh_minutes = 16\nbrowser = \"w3m\"\nmouse = true\nscreen_reader = true\n" + feeds) && !fileOnly.contains("changed by"))
        let wrong = environment(["AICHATS_REFRESH_MINUTES": "soon"])
        #expect(throws: StartupFailure.self) { try ConfigShow.text(try ChatSettings.read(environment: wrong), environment: wrong) }
    }

    /// The cache's maximum per feed, the file's or the built-in one: show is what the app will
    /// use; `aichats refresh` reads the same.
    @Test func showGivesTheFeedsMaximumOfTheFileOrTheBuiltInOne() throws {
        #expect(try FeedCommandServices.maximumPerFeed(environment: environment()) == 1000)
        try write("[ui]\ntheme = \"mono\"\n")
        let builtIn = try ConfigShow.text(try ChatSettings.read(environment: environment()), environment: environment())
        #expect(builtIn.hasSuffix("[ui]\ntheme = \"mono\"\n\n[feeds]\nmax_items = 1000\n"))
        try write("[feeds]\nmax_items = 0\n")
        let shown = try ConfigShow.text(try ChatSettings.read(environment: environment()), environment: environment())
        #expect(shown.hasSuffix("[ui]\ntheme = \"default\"\n\n[feeds]\nmax_items = 0\n"))
        #expect(try FeedCommandServices.maximumPerFeed(environment: environment()) == 0)
    }

    @Test func showMasksAPasswordInTheAddress() throws {
        try write("[backends.a]\nbase_url = \"http://alice:s3cretpw@127.0.0.1:18766/v1\"\nmodel = \"m\"\n")
        let shown = try ConfigShow.text(try ChatSettings.read(environment: environment()), environment: environment())
        #expect(shown.contains("base_url = \"http://***@127.0.0.1:18766/v1\"\n"))
        #expect(!shown.contains("s3cretpw") && !shown.contains("alice"))
    }

    @Test func checkReadsEveryKeyAndSummarises() throws {
        let slowLocal = Self.twoBackends.replacingOccurrences(of: "model = \"qwen\"", with: "model = \"qwen\"\nfirst_byte_timeout = 300")
        try write(slowLocal + "\n[ui]\nrefresh_minutes = 15\nbrowser = \"w3m\"\nmouse = true\nscreen_reader = true\n")
        #expect(throws: StartupFailure.self) { try ConfigCheck.run(environment: environment()) }
        var error: StartupFailure?
        do {
            _ = try ConfigCheck.run(environment: environment())
        } catch let failure {
            error = failure
        }
        #expect(error?.message == "backend cloud: the variable CLOUD_KEY (api_key_env) is not set")
        let summary = try ConfigCheck.run(environment: environment(["CLOUD_KEY": "sk-x"]))
        #expect(summary == """
            ok: \(folder.path("aichats/config.toml"))
            backend cloud: gpt-4o-mini at https://api.example.com/v1, key: the variable CLOUD_KEY
            backend local (answers): qwen at http://127.0.0.1:8080/v1, key: no key, first byte within 300 s
            ui: theme default, feeds refresh every 15 min, browser w3m, the mouse on, the cursor on the selection (screen_reader)
            feeds: the newest 1000 items of each feed kept
            """)
        #expect(!summary.contains("sk-x"))
        try write("[feeds]\nmax_items = 0\n")
        #expect(try ConfigCheck.run(environment: environment()).hasSuffix("\nfeeds: every item kept"))
    }
}
