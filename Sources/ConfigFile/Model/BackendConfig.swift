import Foundation

/// One `[backends.NAME]` table: an OpenAI-compatible server and how to use it.
public struct BackendConfig: Sendable, Equatable {
    /// The table's name, as `default_backend` and `AICHATS_BACKEND` name it.
    public let name: String
    /// `base_url`, an http or https address such as `http://localhost:11434/v1`.
    public var baseURL: URL
    /// `model`, sent with every request.
    public var model: String
    /// `temperature` (0 to 2); nil leaves it to the server.
    public var temperature: Double?
    /// `max_tokens`; nil leaves it to the server.
    public var maxTokens: Int?
    /// `context_chars`: how many characters of history a request may carry; nil for the app's default.
    public var contextChars: Int?
    /// Where the API key comes from.
    public var key: APIKeySource
    /// `first_byte_timeout`: the seconds the server has to start answering, and to send the
    /// reply's first word; nil for the app's default.
    public var firstByteTimeout: Int?
    /// `key_header`: the header the key goes in, as it is (`api-key`: Azure's deployments and
    /// API Management gateways); nil for `Authorization: Bearer KEY`.
    public var keyHeader: String?

    public init(
        name: String, baseURL: URL, model: String, temperature: Double? = nil, maxTokens: Int? = nil,
        contextChars: Int? = nil, key: APIKeySource = .none, firstByteTimeout: Int? = nil, keyHeader: String? = nil
    ) {
        self.name = name
        self.baseURL = baseURL
        self.model = model
        self.temperature = temperature
        self.maxTokens = maxTokens
        self.contextChars = contextChars
        self.key = key
        self.firstByteTimeout = firstByteTimeout
        self.keyHeader = keyHeader
    }
}
