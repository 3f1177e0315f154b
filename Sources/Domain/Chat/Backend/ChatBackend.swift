import Foundation

/// A configured server that writes replies, or the offline persona; what the user sees of it.
/// The API key is never part of it: only where the key comes from.
public struct ChatBackend: Sendable, Hashable, Identifiable {
    /// The name of the offline persona, which answers when no server is configured.
    public static let offlineName = "offline"
    /// Characters of history sent when the config gives no `context_chars`.
    public static let defaultContextChars = 24_000
    /// Seconds a server has to start answering when the config gives no `first_byte_timeout`.
    public static let defaultFirstByteSeconds = 60

    /// The `[backends.NAME]` name of the config file.
    public let name: String
    /// The base URL without user or password, for the screen; nil for the offline persona.
    public let displayURL: String?
    /// The model asked for unless a chat picks another.
    public let model: String
    public let temperature: Double?
    public let maxTokens: Int?
    /// How many characters of history (system prompt and article included) are sent at most.
    public let contextChars: Int
    /// Where the key comes from, for messages such as "check api_key_env OPENAI_API_KEY";
    /// nil when the backend has no key.
    public let keySource: String?
    /// How many seconds the server has to connect and send the response's head. A local server
    /// sends it with the first token, after reading the whole prompt: on a CPU that can take
    /// minutes, so `first_byte_timeout` sets it per backend.
    public let firstByteSeconds: Int

    public init(
        name: String, displayURL: String?, model: String, temperature: Double? = nil, maxTokens: Int? = nil,
        contextChars: Int = ChatBackend.defaultContextChars, keySource: String? = nil,
        firstByteSeconds: Int = ChatBackend.defaultFirstByteSeconds
    ) {
        self.name = name
        self.displayURL = displayURL
        self.model = model
        self.temperature = temperature
        self.maxTokens = maxTokens
        self.contextChars = contextChars
        self.keySource = keySource
        self.firstByteSeconds = firstByteSeconds
    }

    public var id: String { name }

    /// True for the offline persona.
    public var isOffline: Bool { displayURL == nil }

    public static let offline = ChatBackend(name: offlineName, displayURL: nil, model: "persona")
}
