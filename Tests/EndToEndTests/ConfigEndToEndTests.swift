import Foundation
import TestHTTPServer
import TestSupport
import Testing

/// `aichats config …`, `aichats backends` and a start with a config file, run as the binary.
@Suite("The config file and aichats backends", .serialized)
struct ConfigEndToEndTests {
    /// A config folder for `XDG_CONFIG_HOME`, with `text` as its `aichats/config.toml`.
    final class ConfigFolder {
        let folder: TemporaryFolder
        var file: String { folder.path("aichats/config.toml") }
        var environment: [String: String] { ["XDG_CONFIG_HOME": folder.url.path] }

        init(_ text: String, mode: Int = 0o600) throws {
            folder = try TemporaryFolder()
            try folder.writeConfig(text, mode: mode)
        }
    }

    static let valid = """
        default_backend = "local"
        [backends.local]
        base_url = "http://127.0.0.1:9/v1"
        model = "qwen"
        api_key = "sk-e2e-config-777"
        """

    @Test func configCheckSaysOkOrNamesTheProblemWithExitTwo() throws {
        let good = try ConfigFolder(Self.valid)
        let ok = try CommandRun(["config", "check"], environment: good.environment)
        #expect(ok.status == 0, "\(ok.errors)")
        #expect(ok.output.hasPrefix("ok: \(good.file)\n"))
        #expect(ok.output.contains("backend local (answers): qwen at http://127.0.0.1:9/v1, key: api_key in the config file"))
        #expect(!ok.output.contains("sk-e2e-config-777"))

        let wrong = try ConfigFolder("[backends.local]\nbase_url = \"http://x/v1\"\nmodel = \"m\"\nmodle = \"n\"\n")
        let bad = try CommandRun(["config", "check"], environment: wrong.environment)
        #expect(bad.status == 2)
        #expect(bad.output.isEmpty)
        #expect(bad.errors.hasPrefix("aichats: \(wrong.file):4: backends.local.modle: unknown key"), "\(bad.errors)")

        let syntax = try ConfigFolder("default_backend = \n")
        let broken = try CommandRun(["config", "check"], environment: syntax.environment)
        #expect(broken.status == 2)
        #expect(broken.errors.hasPrefix("aichats: \(syntax.file):1: syntax error: "), "\(broken.errors)")

        let unknown = try CommandRun(["config", "check"], environment: good.environment.merging(["AICHATS_BACKEND": "nope"]) { $1 })
        #expect(unknown.status == 2)
        #expect(unknown.errors == "aichats: AICHATS_BACKEND=nope names no backend of \(good.file); the backends are local, offline\n")

        let open = try ConfigFolder(Self.valid, mode: 0o644)
        let readable = try CommandRun(["config", "check"], environment: open.environment)
        #expect(readable.status == 2)
        #expect(readable.errors.contains("run: chmod 600 \(open.file)"))
    }

    @Test func configPathAndShowMaskTheKey() throws {
        let config = try ConfigFolder(Self.valid)
        let path = try CommandRun(["config", "path"], environment: config.environment)
        #expect(path.status == 0)
        #expect(path.output == config.file + "\n")
        let show = try CommandRun(["config", "show"], environment: config.environment.merging(["AICHATS_MODEL": "big"]) { $1 })
        #expect(show.status == 0, "\(show.errors)")
        #expect(show.output.contains("model = \"big\""))
        #expect(show.output.contains("api_key = \"***\""))
        #expect(!show.output.contains("sk-e2e-config-777"))
        let help = try CommandRun(["config", "--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("path") && help.output.contains("check") && help.output.contains("show"))
    }

    @Test func aWrongFileStopsTheStartBeforeTheDataFolder() throws {
        let config = try ConfigFolder("[ui]\ntheme = \"solarized\"\n")
        let data = try TemporaryFolder(made: false)
        let command = "XDG_CONFIG_HOME=\(shellQuoted(config.folder.url.path)) \(shellQuoted(TmuxSession.binary.path)) "
            + "--data-dir \(shellQuoted(data.url.path)) </dev/null 2>&1; echo EXIT=$?"
        let output = try TmuxSession.shell(command)
        #expect(output == "aichats: \(config.file):2: ui.theme: unknown theme \"solarized\"; the themes are \"default\", \"light\", \"auto\", \"mono\"\nEXIT=2\n")
        #expect(!FileManager.default.fileExists(atPath: data.url.path))
    }

    @Test func backendsChecksEachServer() throws {
        let good = try OpenAITestServer.compatible(models: ["qwen", "llama3.2"], key: "sk-good")
        let refusing = try OpenAITestServer.compatible(models: ["m"], key: "sk-other")
        let plain = try OpenAITestServer.compatible(models: nil)
        defer { good.stop(); refusing.stop(); plain.stop() }
        let closed = try OpenAITestServer.closedPort()
        let config = try ConfigFolder("""
            default_backend = "good"
            [backends.good]
            base_url = "\(good.baseURL.absoluteString)"
            model = "qwen"
            api_key_env = "GOOD_KEY"
            [backends.refusing]
            base_url = "\(refusing.baseURL.absoluteString)"
            model = "m"
            api_key_command = "echo sk-wrong"
            [backends.plain]
            base_url = "\(plain.baseURL.absoluteString)"
            model = "my-gguf"
            [backends.gone]
            base_url = "http://127.0.0.1:\(closed)/v1"
            model = "x"
            [backends.missing]
            base_url = "\(good.baseURL.absoluteString)"
            model = "not-there"
            api_key_env = "GOOD_KEY"
            """)
        let run = try CommandRun(["backends"], environment: config.environment.merging(["GOOD_KEY": "sk-good"]) { $1 })
        #expect(run.status == 1, "\(run.errors)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines == [
            "FAIL  gone: http://127.0.0.1:\(closed)/v1, model x: cannot reach it: connection refused",
            "ok    good (default): \(good.baseURL.absoluteString), model qwen: reachable, key accepted, model listed",
            "FAIL  missing: \(good.baseURL.absoluteString), model not-there: reachable, key accepted, but the server has no "
                + "model not-there (it has 2: qwen, llama3.2)",
            "ok    plain: \(plain.baseURL.absoluteString), model my-gguf: reachable, no key asked; the server has no /models, "
                + "so the model is not checked",
            "FAIL  refusing: \(refusing.baseURL.absoluteString), model m: reachable, but the key was refused (401); "
                + "check api_key_command `echo ***`",
        ])
        #expect(!run.output.contains("sk-wrong"), "a key written in a command is not shown")
        #expect(!run.output.contains("sk-good"))
        #expect(good.requests.allSatisfy { $0.headers["user-agent"]?.hasPrefix("aichats/") == true })

        let onlyGood = try CommandRun(["backends"], environment: config.environment.merging([
            "GOOD_KEY": "sk-good", "AICHATS_BACKEND": "good",
        ]) { $1 })
        #expect(onlyGood.status == 1, "another backend still fails")
    }

    @Test func detectFindsALocalServerAndPrintsASnippet() throws {
        let server = try OpenAITestServer.compatible(models: ["llama3.2", "qwen2.5"])
        defer { server.stop() }
        let closed = try OpenAITestServer.closedPort()
        let run = try CommandRun(
            ["backends", "--detect", "--detect-port", "Ollama=\(server.port)", "--detect-port", "vLLM=\(closed)"],
            environment: ["XDG_CONFIG_HOME": try TemporaryFolder().url.path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("the offline persona answers"))
        #expect(run.output.contains("""
            detect: Ollama answers at http://127.0.0.1:\(server.port)/v1 with 2 models: llama3.2, qwen2.5
              [backends.ollama]
              base_url = "http://127.0.0.1:\(server.port)/v1"
              model = "llama3.2"
            """), "\(run.output)")
        #expect(!run.output.contains("vLLM"))
        let help = try CommandRun(["backends", "--help"])
        #expect(help.output.contains("--detect"))
        #expect(!help.output.contains("--detect-port"))
    }
}
