import AppComposition
import ArgumentParser
import Foundation

/// `aichats backends [--detect]`.
struct BackendsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backends",
        abstract: "List the configured chat backends and check each one.",
        discussion: """
            One line per backend of the config file (after AICHATS_BACKEND, AICHATS_API_BASE, \
            AICHATS_MODEL and AICHATS_API_KEY): whether the server answers GET /models, whether it \
            accepts the key (401 or 403: refused), and whether it lists the model. A server without \
            /models (404) is asked POST /chat/completions with {}: an OpenAI-compatible one refuses \
            it in JSON, while a 404 in plain text there too fails the check (no such server at that \
            address). A backend without a key whose /models answers 401 or 403 is asked a \
            one-token chat without a key: when it answers, its line starts with "warn", which fails \
            nothing. Exit 1 when a check fails. --detect also looks for local servers on 127.0.0.1: Ollama (11434), \
            llama.cpp server (8080), vLLM (8000) and LM Studio (1234), and prints a config snippet \
            for each one that answers.
            """)

    @Flag(help: "Also look for OpenAI-compatible servers on this machine's usual ports.")
    var detect = false

    /// Ports to probe instead of the usual ones, as NAME=PORT (for tests).
    @Option(name: .customLong("detect-port"), help: .hidden)
    var detectPorts: [String] = []

    func run() async throws {
        let settings = try RuntimeFailure.startingWith { () throws(StartupFailure) in
            try ChatSettings.read(environment: ProcessInfo.processInfo.environment)
        }
        let (lines, passed) = await BackendsCheck().run(settings)
        var report = lines
        if detect { report += await LocalServerDetection(probes: probes).run(settings) }
        if !report.isEmpty { try output(report.joined(separator: "\n")) }
        if !passed { throw ExitCode(1) }
    }

    private var probes: [LocalServerDetection.Probe] {
        guard !detectPorts.isEmpty else { return LocalServerDetection.usualPorts }
        return detectPorts.compactMap { entry in
            let parts = entry.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let port = Int(parts[1]) else { return nil }
            return LocalServerDetection.Probe(name: String(parts[0]), port: port)
        }
    }
}
