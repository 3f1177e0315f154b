import ConfigFile
import DataAccess
import Foundation

/// `aichats backends --detect`: looks for OpenAI-compatible servers on this machine, on the
/// ports they use by default, and prints a config snippet for each one that answers.
public struct LocalServerDetection: Sendable {
    /// A kind of server and its usual port.
    public struct Probe: Sendable, Equatable {
        public let name: String
        /// The `[backends.NAME]` table its snippet writes.
        public let tableName: String
        public let port: Int
    }

    public static let usualPorts = [
        Probe(name: "Ollama", tableName: "ollama", port: 11434), Probe(name: "llama.cpp server", tableName: "llamacpp", port: 8080),
        Probe(name: "vLLM", tableName: "vllm", port: 8000), Probe(name: "LM Studio", tableName: "lmstudio", port: 1234),
    ]

    /// Asks a server for its models (never with a key); the live one goes through the network helper.
    public typealias Lister = @Sendable (_ baseURL: URL, _ key: String?) async -> ModelListing

    let probes: [Probe]
    let list: Lister

    public init(
        probes: [Probe] = LocalServerDetection.usualPorts,
        list: @escaping Lister = { await ModelLister(timeout: .seconds(2)).list(baseURL: $0, apiKey: $1) }
    ) {
        self.probes = probes
        self.list = list
    }

    /// What answers, each with a snippet to paste into the config file, or one line saying nothing did.
    public func run(_ settings: ChatSettings) async -> [String] {
        let list = self.list
        let answers = await withTaskGroup(of: (Int, ModelListing).self) { group in
            for (index, probe) in probes.enumerated() {
                group.addTask { (index, await list(Self.base(probe), nil)) }
            }
            var answers: [Int: ModelListing] = [:]
            for await (index, listing) in group { answers[index] = listing }
            return answers
        }
        var lines: [String] = []
        for (index, probe) in probes.enumerated() {
            guard let listing = answers[index] else { continue }
            lines += describe(probe, listing, settings: settings)
        }
        if lines.isEmpty {
            let places = probes.map { "\($0.port) (\($0.name))" }.joined(separator: ", ")
            return ["detect: nothing answers on 127.0.0.1 at \(places)"]
        }
        return lines
    }

    /// Whether `url` names this machine on `port` (localhost, 127.0.0.1 or ::1).
    static func isLocal(_ url: URL, port: Int) -> Bool {
        let host = url.host?.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]")) ?? ""
        let defaultPort = url.scheme?.lowercased() == "https" ? 443 : 80
        return ["localhost", "127.0.0.1", "::1"].contains(host) && (url.port ?? defaultPort) == port
    }

    static func base(_ probe: Probe) -> URL {
        URL(string: "http://127.0.0.1:\(probe.port)/v1") ?? URL(fileURLWithPath: "/")
    }

    private func describe(_ probe: Probe, _ listing: ModelListing, settings: ChatSettings) -> [String] {
        let base = Self.base(probe).absoluteString
        let models: [String]
        switch listing {
        case .models(let ids, _): models = ids
        case .noModelsEndpoint, .keyRejected, .status: models = []
        case .unreachable(let reason) where reason == "connection refused": return []
        // Something listens there but is no server that answers: say so, as it may be one
        // still starting, or another program on the port.
        case .unreachable(let reason):
            return ["detect: something listens on \(probe.port) (\(probe.name)'s port) but gave no model list: \(reason)"]
        case .unanswered(let seconds):
            return ["detect: something listens on \(probe.port) (\(probe.name)'s port) but did not answer within \(seconds) s"]
        case .malformed:
            return ["detect: something answers on \(probe.port) (\(probe.name)'s port), but not with a model list"]
        case .tooLarge(let megabytes):
            return ["detect: something answers on \(probe.port) (\(probe.name)'s port) with a model list larger than \(megabytes) MB"]
        case .notOpenAICompatible:
            return ["detect: something answers on \(probe.port) (\(probe.name)'s port), but not as an OpenAI-compatible server"]
        }
        let configured = settings.backends.first { Self.isLocal($0.baseURL, port: probe.port) }
            .map { " (configured as \($0.name))" } ?? ""
        let listed = models.isEmpty ? "" : " with \(models.count) model\(models.count == 1 ? "" : "s"): "
            + models.prefix(8).joined(separator: ", ") + (models.count > 8 ? ", …" : "")
        var lines = ["detect: \(probe.name) answers at \(base)\(listed)\(configured)"]
        if configured.isEmpty {
            lines += [
                "  [backends.\(probe.tableName)]", "  base_url = \(ConfigShow.quoted(base))",
                "  " + Self.modelLine(models),
            ]
            if case .keyRejected = listing { lines.append("  api_key_env = \"NAME_OF_THE_KEY_VARIABLE\"") }
        }
        return lines
    }
}

extension LocalServerDetection.Probe {
    /// A server named on the command line (`--detect-port NAME=PORT`): its table is the name in
    /// lower case.
    public init(name: String, port: Int) {
        self.init(name: name, tableName: name.lowercased(), port: port)
    }
}
