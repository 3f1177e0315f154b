import Domain
import Foundation

/// Checks one `[backends.NAME]` table.
enum BackendParser {
    static let keys = [
        "base_url", "model", "temperature", "max_tokens", "context_chars", "first_byte_timeout", "api_key_env",
        "api_key_command", "api_key", "key_header",
    ]
    /// The longest `first_byte_timeout`, in seconds: an hour, far more than any prompt takes to read.
    static let maximumFirstByteTimeout = 3600

    static func parse(_ table: ConfigTable, name: String) throws(ConfigError) -> BackendConfig {
        try table.requireOnly(keys)
        guard let base = try table.string("base_url") else {
            throw table.context.error(at: table.path, "base_url is missing, e.g. base_url = \"http://localhost:11434/v1\"")
        }
        guard let model = try table.string("model") else {
            throw table.context.error(at: table.path, "model is missing, e.g. model = \"llama3.2\"")
        }
        // Named at its own line: the key is there, its value is what is wrong.
        if BlankEdges.trimmed(model).isEmpty { throw table.error("model", "is empty; name the model, e.g. model = \"llama3.2\"") }
        let temperature = try table.number("temperature")
        if let temperature, !(0...2).contains(temperature) {
            throw table.error("temperature", "must be from 0 to 2, not \(temperature)")
        }
        let maxTokens = try positive(table, "max_tokens")
        let contextChars = try positive(table, "context_chars")
        return BackendConfig(
            name: name, baseURL: try baseURL(base, table), model: model, temperature: temperature,
            maxTokens: maxTokens, contextChars: contextChars, key: try keySource(table),
            firstByteTimeout: try firstByteTimeout(table), keyHeader: try keyHeader(table))
    }

    /// The headers every request sets itself: the key cannot go in one of them.
    static let requestHeaders: Set<String> = ["accept", "content-type", "content-length", "host", "user-agent", "transfer-encoding"]

    /// A header name (RFC 9110's token: letters, digits and ``!#$%&'*+-.^_`|~``), not one the
    /// request sets itself; `Authorization` is the default's header, so it is none.
    private static func keyHeader(_ table: ConfigTable) throws(ConfigError) -> String? {
        guard let name = try table.string("key_header") else { return nil }
        let symbols = Set("!#$%&'*+-.^_`|~".unicodeScalars)
        let isToken = !name.isEmpty && name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || symbols.contains($0)
        }
        guard isToken else { throw table.error("key_header", "must be a header name, e.g. key_header = \"api-key\"") }
        guard !requestHeaders.contains(name.lowercased()) else {
            throw table.error("key_header", "names a header every request sets itself; name the one the server "
                + "reads the key from, e.g. key_header = \"api-key\"")
        }
        return name.lowercased() == "authorization" ? nil : name
    }

    private static func firstByteTimeout(_ table: ConfigTable) throws(ConfigError) -> Int? {
        guard let seconds = try table.integer("first_byte_timeout") else { return nil }
        guard (1...maximumFirstByteTimeout).contains(seconds) else {
            throw table.error("first_byte_timeout", "must be from 1 to \(maximumFirstByteTimeout) seconds, not \(seconds)")
        }
        return seconds
    }

    private static func positive(_ table: ConfigTable, _ key: String) throws(ConfigError) -> Int? {
        guard let value = try table.integer(key) else { return nil }
        guard value >= 1 else { throw table.error(key, "must be 1 or more, not \(value)") }
        return value
    }

    /// An http or https address with a host, as `AICHATS_API_BASE` must be.
    static func baseURL(_ text: String, _ table: ConfigTable) throws(ConfigError) -> URL {
        switch ServerAddressProblem.check(text) {
        case .success(let url): return url
        case .failure(let problem): throw table.error("base_url", problem.words + ", e.g. base_url = \"http://localhost:11434/v1\"")
        }
    }

    /// At most one of `api_key_env`, `api_key_command` and `api_key`.
    private static func keySource(_ table: ConfigTable) throws(ConfigError) -> APIKeySource {
        var sources: [(String, APIKeySource)] = []
        if let name = try table.string("api_key_env") {
            guard !name.isEmpty else { throw table.error("api_key_env", "must name a variable, e.g. api_key_env = \"OPENAI_API_KEY\"") }
            sources.append(("api_key_env", .environment(name)))
        }
        if let command = try table.string("api_key_command") {
            guard !command.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw table.error("api_key_command", "must be a command, e.g. api_key_command = \"pass show openai\"")
            }
            sources.append(("api_key_command", .command(command)))
        }
        if let key = try table.string("api_key") {
            guard !key.isEmpty else { throw table.error("api_key", "is empty; remove it for a server without a key") }
            sources.append(("api_key", .literal(key)))
        }
        guard sources.count <= 1 else {
            throw table.error(sources[1].0, "give the key one way only: \(sources.map(\.0).joined(separator: " or ")), not both")
        }
        return sources.first?.1 ?? .none
    }
}
