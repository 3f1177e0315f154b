import AppComposition
import ConfigFile
import Foundation
import TestSupport
import Testing

/// An `api_key_command` sees no other key, and what it writes on failing shows no key.
@Suite struct KeyCommandSafetyTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    func settings(_ config: String, _ more: [String: String] = [:]) throws -> ChatSettings {
        try folder.writeConfig(config, mode: 0o600)
        return try ChatSettings.read(environment: folder.homeEnvironment(more))
    }

    /// As the browser, `$VISUAL` and the network helper: the variables that hold keys are not
    /// in its environment (a command that logs its environment would hold them all).
    @Test func aKeyCommandGetsNoKeyVariable() throws {
        let settings = try settings("""
            default_backend = "a"
            [backends.a]
            base_url = "https://a.example/v1"
            model = "m"
            api_key_env = "MY_OPENAI_KEY"
            [backends.cmd]
            base_url = "https://b.example/v1"
            model = "m"
            api_key_command = "echo [${MY_OPENAI_KEY}${AICHATS_API_KEY}${OTHER}]"
            """, ["MY_OPENAI_KEY": "sk-env-MYOPENAI-1", "AICHATS_API_KEY": "sk-env-AICHATS-2", "OTHER": "kept"])
        #expect(try settings.keys.key(for: try #require(settings.backend(named: "cmd"))) == "[kept]")
        #expect(try settings.keys.key(for: try #require(settings.active)) == "sk-env-AICHATS-2")
    }

    /// A helper run with `set -x`, or one that repeats what it read, writes its key to stderr;
    /// the message shows it as `***`: the first line it printed, and any word that looks like a key.
    @Test(arguments: [
        "echo sk-cmdkey-FROMCOMMAND-99887766; echo error: something sk-cmdkey-FROMCOMMAND-99887766 >&2; exit 3",
        "v=plainsecret; echo ${v}value; echo error: something ${v}value >&2; exit 3",
        "echo error: token ghp_0123456789abcdef >&2; exit 3",
    ])
    func aFailingKeyCommandShowsNoKeyItWrote(_ command: String) throws {
        let settings = try settings("[backends.a]\nbase_url = \"https://a.example/v1\"\nmodel = \"m\"\napi_key_command = \"\(command)\"\n")
        let error = #expect(throws: BackendKeyError.self) { try settings.keys.key(for: try #require(settings.active)) }
        let reason = try #require(error?.reason)
        #expect(reason.hasSuffix("gave no key: it exited with status 3: error: something ***")
            || reason.hasSuffix("gave no key: it exited with status 3: error: token ***"))
        #expect(!reason.contains("FROMCOMMAND") && !reason.contains("plainsecretvalue") && !reason.contains("ghp_"))
    }

    /// A core file would hold the keys: none is written once the settings name a key.
    @Test func aKeyInTheSettingsStopsCoreFiles() throws {
        var limit = rlimit()
        #expect(getrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &limit) == 0)
        try #require(limit.rlim_max != 0, "the hard limit allows cores, so that the soft one can be raised here")
        limit.rlim_cur = limit.rlim_max
        #expect(setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &limit) == 0)
        _ = try settings("[backends.a]\nbase_url = \"https://a.example/v1\"\nmodel = \"m\"\napi_key = \"sk-core-0123456789\"\n")
        #expect(getrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &limit) == 0)
        #expect(limit.rlim_cur == 0)
    }
}
