import Domain
import Foundation

/// Streams replies from any server that speaks OpenAI's chat completions API
/// (OpenAI, Ollama, llama.cpp server, vLLM).
///
/// It sends `POST {baseURL}/chat/completions` with `"stream": true`, the system prompt and the
/// history shaped by `ConversationShape` (cut to `contextChars`), and asks for the usage chunk;
/// then it reports the text, the reasoning (`reasoning_content`, `reasoning`, `<think>`), the
/// model and the usage until `data: [DONE]`. A 429 is waited out (`Retry-After`, see
/// `+Retry`), and so is a 503 of a server loading its model; a 400 or 422 that refuses a part of
/// the request (`stream_options`, a model's `max_tokens`, `temperature` or system message) is
/// sent again without it, and no responder for this server (and model) sends it again
/// (`ServerQuirks`).
/// The request runs in the network helper `aichats-http` (see `HTTPHelperProcess`), so this
/// process never loads FoundationNetworking and libcurl.
/// The reply is cleaned by `UntrustedText`'s rule as it streams, and so is a server's error text.
/// Every failure ends the stream with a `ChatReplyError`; cancelling the consumer cancels the
/// request. The API key is sent only in its header (`Authorization`, or `keyHeader`): it never
/// appears in an error, in `description` or in a mirror.
public struct OpenAICompatibleResponder: ChatResponder, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The model asked for when `AICHATS_MODEL` is not set.
    public static let defaultModel = "gpt-4o-mini"
    /// The longest wait to connect and get the response's head. Servers send the head with the
    /// first token, and a local one loads the model and reads the prompt first: that can take as
    /// long as any pause in a reply, and more than the 10 s this once was; a backend's
    /// `first_byte_timeout` gives a slow one longer. It also bounds the silence between the head
    /// and the reply's first piece, when it is longer than the idle limit.
    public static let defaultConnectTimeout: Duration = .seconds(ChatBackend.defaultFirstByteSeconds)
    /// The longest silence allowed while the reply streams.
    public static let defaultIdleTimeout: Duration = .seconds(60)

    /// The API's base address, such as `http://localhost:11434/v1`.
    public let baseURL: URL
    /// The model name sent with each request.
    public let model: String
    /// The characters of history (system prompt and article included) sent at most.
    public let contextChars: Int
    /// Sent unless the request (an avatar) sets its own; nil leaves it to the server.
    public let temperature: Double?
    public let maxTokens: Int?
    /// Where the key comes from, named when the server refuses it (401, 403).
    public let keySource: String?
    /// The longest wait to connect and get the response's head.
    public let connectTimeout: Duration
    /// The longest silence allowed while the reply streams.
    public let idleTimeout: Duration
    /// The bearer token; kept out of every description.
    let apiKey: String?
    /// The header the key goes in as it is (a backend's `key_header`); nil for `Authorization: Bearer`.
    let keyHeader: String?
    /// Finds the network helper for each request (tests point it elsewhere).
    var helperLocator = HTTPHelperLocator()
    /// What the app learnt about this server, shared by every responder for it.
    let quirks: ServerQuirks
    /// How the responder waits before a retry (tests make it instant).
    var sleeper: Sleeper = .system

    /// An empty key counts as none.
    public init(
        baseURL: URL, apiKey: String? = nil, model: String = OpenAICompatibleResponder.defaultModel,
        temperature: Double? = nil, maxTokens: Int? = nil, contextChars: Int = ChatBackend.defaultContextChars,
        keySource: String? = nil, keyHeader: String? = nil,
        connectTimeout: Duration = OpenAICompatibleResponder.defaultConnectTimeout,
        idleTimeout: Duration = OpenAICompatibleResponder.defaultIdleTimeout
    ) {
        self.baseURL = baseURL
        self.quirks = ServerQuirks.of(baseURL)
        self.apiKey = apiKey?.isEmpty == false ? apiKey : nil
        self.model = model
        self.temperature = temperature
        self.maxTokens = maxTokens
        self.contextChars = max(0, contextChars)
        self.keySource = keySource
        self.keyHeader = keyHeader
        self.connectTimeout = connectTimeout
        self.idleTimeout = idleTimeout
    }

    /// A responder from `AICHATS_API_BASE`, `AICHATS_API_KEY` and `AICHATS_MODEL`; nil when
    /// `AICHATS_API_BASE` is unset or blank. Throws when it is set but is not an http(s) address.
    public static func fromEnvironment(_ environment: [String: String]) throws(BackendSettingsError)
        -> OpenAICompatibleResponder?
    {
        func value(_ name: String) -> String? {
            let text = environment[name]?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            return text.isEmpty ? nil : text
        }
        guard let base = value("AICHATS_API_BASE") else { return nil }
        let key = value("AICHATS_API_KEY")
        return OpenAICompatibleResponder(
            baseURL: try baseURL(base), apiKey: key, model: value("AICHATS_MODEL") ?? defaultModel,
            keySource: key == nil ? nil : "AICHATS_API_KEY")
    }

    /// The base address in `value`, which must be `http://` or `https://` with a host.
    static func baseURL(_ value: String) throws(BackendSettingsError) -> URL {
        switch ServerAddressProblem.check(value) {
        case .success(let url): return url
        case .failure(let problem): throw BackendSettingsError(value: value, problem: problem)
        }
    }

    public var hasAPIKey: Bool { apiKey != nil }

    /// The settings, with the key hidden.
    public var description: String {
        "OpenAICompatibleResponder(base: \(displayBase), model: \(model), "
            + "key: \(hasAPIKey ? "set" : "none"), context: \(contextChars) chars)"
    }

    /// The same as `description`, so the debugger does not show the key either.
    public var debugDescription: String { description }

    /// A mirror without the key.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "baseURL": displayBase, "model": model, "hasAPIKey": hasAPIKey, "contextChars": contextChars,
                "connectTimeout": connectTimeout, "idleTimeout": idleTimeout,
            ])
    }

    /// The base address for messages, without any user name or password in it.
    var displayBase: String { Self.withoutCredentials(baseURL) }

    static func withoutCredentials(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return "the server" }
        components.user = nil
        components.password = nil
        return components.string ?? "the server"
    }

    /// The request for `reply`, without what its server refused for its model.
    func chatRequest(for reply: ReplyRequest) -> OpenAIChatRequest {
        OpenAIChatRequest(
            baseURL: baseURL, apiKey: apiKey, keyHeader: keyHeader, model: model, contextChars: contextChars,
            temperature: temperature, maxTokens: maxTokens, refused: quirks.refused(for: reply.model ?? model))
    }

    /// What error messages name, for `request`.
    func errorContext(for request: ReplyRequest) -> ReplyErrorContext {
        ReplyErrorContext(
            base: displayBase, endpoint: Self.withoutCredentials(chatRequest(for: request).endpoint),
            model: request.model ?? model, keySource: keySource, keyHeader: keyHeader)
    }
}
