import Foundation
import Testing
@testable import ConfigFile

/// The checked reading of `config.toml`: a valid file, and each kind of mistake named with its
/// file, line and key.
@Suite struct ConfigParserTests {
    static let file = "/home/ada/.config/aichats/config.toml"

    func parse(_ source: String) throws(ConfigError) -> AppConfig {
        try ConfigParser.parse(source, file: Self.file)
    }

    func failure(_ source: String) -> ConfigError? {
        do {
            _ = try parse(source)
            return nil
        } catch {
            return error
        }
    }

    @Test func aValidFileGivesEveryValue() throws {
        let config = try parse("""
            default_backend = "local"

            [backends.local]
            base_url = "http://127.0.0.1:8080/v1"
            model = "qwen"
            temperature = 1
            max_tokens = 512
            context_chars = 9000
            first_byte_timeout = 300

            [backends.cloud]
            base_url = "https://api.example.com/v1"
            model = "gpt-4o-mini"
            api_key_env = "CLOUD_KEY"

            [ui]
            theme = "mono"
            refresh_minutes = 15
            browser = "w3m"
            mouse = true
            screen_reader = true
            """)
        #expect(config.defaultBackend == "local")
        #expect(config.backends.map(\.name) == ["cloud", "local"])
        let local = try #require(config.backend(named: "local"))
        #expect(local.baseURL.absoluteString == "http://127.0.0.1:8080/v1")
        #expect(local.model == "qwen")
        #expect(local.temperature == 1.0)
        #expect(local.maxTokens == 512)
        #expect(local.contextChars == 9000)
        #expect(local.firstByteTimeout == 300)
        #expect(local.chatBackend.firstByteSeconds == 300)
        #expect(local.key == .none)
        #expect(config.backend(named: "cloud")?.key == .environment("CLOUD_KEY"))
        #expect(config.backend(named: "cloud")?.chatBackend.firstByteSeconds == 60, "60 s unless first_byte_timeout says otherwise")
        #expect(config.ui == UIConfig(theme: .mono, refreshMinutes: 15, browser: "w3m", mouse: true, screenReader: true))
    }

    @Test func anEmptyFileIsTheEmptyConfiguration() throws {
        #expect(try parse("# nothing yet\n") == .empty)
    }

    @Test func oneBackendNeedsNoDefault() throws {
        let config = try parse("[backends.only]\nbase_url = \"http://localhost:1234/v1\"\nmodel = \"m\"\n")
        #expect(config.defaultBackend == nil)
        #expect(config.backends.map(\.name) == ["only"])
    }

    @Test func aSyntaxErrorNamesItsLine() throws {
        let error = try #require(failure("default_backend = \"a\"\n\n[backends.a\nmodel = \"x\"\n"))
        #expect(error.file == Self.file)
        #expect(error.line == 3)
        #expect(error.description.hasPrefix("\(Self.file):3: syntax error: "))
    }

    /// TOMLKit's words for a string left open ("unescaped control characters") are said as what to do.
    @Test(arguments: [
        ("model = \"m", "a string is not closed on this line (or holds a control character): end it with \" on its line; "
            + "a line break inside one is written \\n"),
        ("model = 'm", "a string is not closed on this line (or holds a control character): end it with ' on its line"),
        ("model = m", "this value is not one TOML knows: text is written in quotes (key = \"text\"), "
            + "numbers and true or false as they are"),
        ("model = “m”", "the quotes on this line are typographic (“…”); TOML takes straight ones: \"…\""),
        ("model = \"a\\q\"", "a string holds a backslash TOML does not know: write \\\\ for one, or put the text in 'single quotes'"),
        ("[backends.b", "a table's name is not closed: end it with ]"),
        ("[backends.a]", "[backends.a] is written twice; write a table once, with all its keys under it"),
        ("base_url = \"http://y/v1\"", "base_url is set twice in this table; keep one"),
        ("x = { a = 1", "an inline table is not closed on its line: end it with }"),
        ("model = [1, 2", "the file ends inside something opened on this line (a string, an array or a table's name)"),
    ])
    func aSyntaxErrorSaysWhatToDo(line: String, problem: String) throws {
        let error = try #require(failure("[backends.a]\nbase_url = \"http://x/v1\"\n\(line)\n"))
        #expect(error.line == 3)
        #expect(error.problem == "syntax error: " + problem)
    }

    /// A table's key written above every table belongs to the top level: the error says where it goes.
    @Test func aKeyOfATableWrittenAtTheTopSaysWhereItBelongs() throws {
        let mouse = try #require(failure("mouse = true\n[ui]\ntheme = \"mono\"\n"))
        #expect(mouse.problem == "unknown key; the keys here are default_backend, backends, ui, feeds; mouse belongs in [ui]")
        let model = try #require(failure("model = \"m\"\n"))
        #expect(model.problem.hasSuffix("; model belongs in [backends.NAME]"))
        let colour = try #require(failure("colour = \"red\"\n"))
        #expect(!colour.problem.contains("belongs"))
    }

    @Test(arguments: [
        ("colour = \"red\"\n", 1, "colour"),
        ("[backends.a]\nbase_url = \"http://x/v1\"\nmodel = \"m\"\ntemprature = 0.5\n", 4, "backends.a.temprature"),
        ("[ui]\ntheme = \"mono\"\n\nrefresh = 5\n", 4, "ui.refresh"),
        ("[backends]\na = { base_url = \"http://x/v1\", model = \"m\", key = \"k\" }\n", 2, "backends.a.key"),
    ])
    func anUnknownKeyIsNamedWithItsLine(_ source: String, _ line: Int, _ key: String) throws {
        let error = try #require(failure(source))
        #expect(error.line == line)
        #expect(error.key == key)
        #expect(error.problem.hasPrefix("unknown key; the keys here are "))
        #expect(error.description.hasPrefix("\(Self.file):\(line): \(key): unknown key"))
    }

    @Test(arguments: [
        ("default_backend = 3\n", 1, "default_backend", "must be a string in quotes, not an integer"),
        ("[backends.a]\nbase_url = \"http://x/v1\"\nmodel = \"m\"\nmax_tokens = \"many\"\n", 4,
         "backends.a.max_tokens", "must be a whole number, not a string"),
        ("[backends.a]\nbase_url = \"http://x/v1\"\nmodel = \"m\"\ntemperature = \"hot\"\n", 4,
         "backends.a.temperature", "must be a number, not a string"),
        ("[ui]\nrefresh_minutes = 1.5\n", 2, "ui.refresh_minutes", "must be a whole number, not a floating-point number"),
        ("[backends.a]\nbase_url = \"http://x/v1\"\nmodel = \"m\"\nfirst_byte_timeout = \"5m\"\n", 4,
         "backends.a.first_byte_timeout", "must be a whole number, not a string"),
        ("[ui]\nmouse = \"on\"\n", 2, "ui.mouse", "must be true or false, not a string"),
        ("ui = \"mono\"\n", 1, "ui", "must be a table ([ui]), not a string"),
    ])
    func aWrongTypeIsNamedWithItsLine(_ source: String, _ line: Int, _ key: String, _ problem: String) throws {
        let error = try #require(failure(source))
        #expect(error == ConfigError(file: Self.file, line: line, key: key, problem: problem))
    }

    @Test func anUnknownDefaultBackendListsTheNames() throws {
        let error = try #require(failure("""
            default_backend = "olama"
            [backends.ollama]
            base_url = "http://localhost:11434/v1"
            model = "llama3.2"
            [backends.openai]
            base_url = "https://api.openai.com/v1"
            model = "gpt-4o-mini"
            """))
        #expect(error.line == 1)
        #expect(error.key == "default_backend")
        #expect(error.problem == "names no backend \"olama\"; the backends are ollama, openai (and offline)")
    }

    @Test func severalBackendsNeedADefault() throws {
        let error = try #require(failure("""
            [backends.b]
            base_url = "http://localhost:1/v1"
            model = "m"
            [backends.a]
            base_url = "http://localhost:2/v1"
            model = "m"
            """))
        #expect(error.key == "default_backend")
        #expect(error.problem.hasPrefix("is missing; "))
        #expect(error.problem.contains("(one of a, b)"))
    }

    @Test(arguments: [
        ("base_url = \"localhost:11434/v1\"", "backends.a.base_url", "has no scheme"),
        ("base_url = \"ftp://x/v1\"", "backends.a.base_url", "uses ftp"),
        ("base_url = \"http://127.0.0.1:99999/v1\"", "backends.a.base_url", "has port 99999; a port is 1 to 65535"),
        ("base_url = \"http://x/v1?key=1\"", "backends.a.base_url", "has a ? or # part; it ends with the path"),
        ("base_url = \"http://x/v1\"\ntemperature = 3.5", "backends.a.temperature", "must be from 0 to 2"),
        ("base_url = \"http://x/v1\"\nmax_tokens = 0", "backends.a.max_tokens", "must be 1 or more"),
        ("base_url = \"http://x/v1\"\nfirst_byte_timeout = 0", "backends.a.first_byte_timeout",
         "must be from 1 to 3600 seconds, not 0"),
        ("base_url = \"http://x/v1\"\nfirst_byte_timeout = 86400", "backends.a.first_byte_timeout",
         "must be from 1 to 3600 seconds, not 86400"),
        ("base_url = \"http://x/v1\"\napi_key = \"k\"\napi_key_env = \"K\"", "backends.a.api_key",
         "give the key one way only: api_key_env or api_key"),
    ])
    func aBadValueIsNamed(_ lines: String, _ key: String, _ problem: String) throws {
        let error = try #require(failure("[backends.a]\nmodel = \"m\"\n" + lines + "\n"))
        #expect(error.key == key)
        #expect(error.problem.contains(problem), "\(error)")
        #expect(error.line != nil)
    }

    @Test func aMissingBaseURLNamesTheBackend() throws {
        let error = try #require(failure("\n[backends.a]\nmodel = \"m\"\n"))
        #expect(error.description == "\(Self.file):2: backends.a: base_url is missing, e.g. base_url = \"http://localhost:11434/v1\"")
    }

    /// newsboat's `max-items`: 0 keeps every item.
    @Test func theFeedsMaximumIsReadAndANegativeOneRefused() throws {
        #expect(try parse("[feeds]\nmax_items = 0\n").feeds == FeedsConfig(maxItems: 0))
        #expect(try parse("[feeds]\nmax_items = 5000\n").feeds.maxItems == 5000)
        #expect(try parse("").feeds.maxItems == nil)
        let error = try #require(failure("[feeds]\nmax_items = -1\n"))
        #expect(error.description == "\(Self.file):2: feeds.max_items: must be 0 (keep every item) or more, not -1")
    }

    @Test func anEmptyModelIsNamedAtItsOwnLine() throws {
        let error = try #require(failure("[backends.a]\nbase_url = \"http://x/v1\"\nmodel = \"\"\n"))
        #expect(error.description == "\(Self.file):3: backends.a.model: is empty; name the model, e.g. model = \"llama3.2\"")
    }

    @Test(arguments: [("default", ConfigTheme.standard), ("light", .light), ("auto", .auto), ("mono", .mono)])
    func everyThemeIsRead(_ name: String, _ theme: ConfigTheme) throws {
        #expect(try parse("[ui]\ntheme = \"\(name)\"\n").ui.theme == theme)
    }

    @Test func anUnknownThemeListsTheThemes() throws {
        let error = try #require(failure("[ui]\ntheme = \"solarized\"\n"))
        #expect(error.description == "\(Self.file):2: ui.theme: unknown theme \"solarized\"; the themes are \"default\", \"light\", \"auto\", \"mono\"")
    }

    @Test func theKeySourcesAreRead() throws {
        let base = "base_url = \"http://x/v1\"\nmodel = \"m\"\n"
        let config = try parse(
            "default_backend = \"a\"\n[backends.a]\n\(base)api_key_command = \"pass show a\"\n[backends.b]\n\(base)api_key = \"sk-1\"\n")
        #expect(config.backend(named: "a")?.key == .command("pass show a"))
        #expect(config.backend(named: "b")?.key == .literal("sk-1"))
        #expect(config.holdsKey)
        #expect(!"\(APIKeySource.literal("sk-1"))".contains("sk-1"))
        #expect(!String(reflecting: APIKeySource.literal("sk-1")).contains("sk-1"))
    }
}
