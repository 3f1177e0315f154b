import Domain
import Foundation

/// Streams replies from any server that speaks OpenAI's chat completions API
/// (OpenAI, Ollama, llama.cpp server, vLLM).
///
/// It sends `POST {baseURL}/chat/completions` with `"stream": true`, a system prompt built from
/// the avatar's persona and the last `contextMessages` messages, then yields each
/// `choices[0].delta.content` of the server-sent events until `data: [DONE]`.
/// The request runs in the network helper `aichats-http` (see `HTTPHelperProcess`), so this
/// process never loads FoundationNetworking and libcurl.
/// The reply is cleaned by `UntrustedText`'s rule as it streams, and so is a server's error text.
/// Every failure ends the stream with a `ChatReplyError`; cancelling the consumer cancels the
/// request. The API key is sent only in the `Authorization` header: it never appears in an
/// error, in `description` or in a mirror.
public struct OpenAICompatibleResponder: ChatResponder, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// How many of the latest messages are sent when none is given.
    public static let defaultContextMessages = 20
    /// The model asked for when `AICHATS_MODEL` is not set.
    public static let defaultModel = "gpt-4o-mini"
    /// The longest wait to connect and get the response's head.
    public static let defaultConnectTimeout: Duration = .seconds(10)
    /// The longest silence allowed while the reply streams.
    public static let defaultIdleTimeout: Duration = .seconds(60)

    /// The API's base address, such as `http://localhost:11434/v1`.
    public let baseURL: URL
    /// The model name sent with each request.
    public let model: String
    /// How many of the latest messages are sent as context.
    public let contextMessages: Int
    /// The longest wait to connect and get the response's head.
    public let connectTimeout: Duration
    /// The longest silence allowed while the reply streams.
    public let idleTimeout: Duration
    /// Sent unless the request (an avatar) sets its own; nil leaves it to the server.
    public let temperature: Double?
    public let maxTokens: Int?
    /// The bearer token; kept out of every description.
    let apiKey: String?
    /// Finds the network helper for each request (tests point it elsewhere).
    var helperLocator = HTTPHelperLocator()

    /// An empty key counts as none.
    public init(
        baseURL: URL, apiKey: String? = nil, model: String = OpenAICompatibleResponder.defaultModel,
        temperature: Double? = nil, maxTokens: Int? = nil,
        contextMessages: Int = OpenAICompatibleResponder.defaultContextMessages,
        connectTimeout: Duration = OpenAICompatibleResponder.defaultConnectTimeout,
        idleTimeout: Duration = OpenAICompatibleResponder.defaultIdleTimeout
    ) {
        self.baseURL = baseURL
        self.apiKey = apiKey?.isEmpty == false ? apiKey : nil
        self.model = model
        self.temperature = temperature
        self.maxTokens = maxTokens
        self.contextMessages = max(0, contextMessages)
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
        return OpenAICompatibleResponder(
            baseURL: try baseURL(base), apiKey: value("AICHATS_API_KEY"), model: value("AICHATS_MODEL") ?? defaultModel)
    }

    /// The base address in `value`, which must be `http://` or `https://` with a host.
    static func baseURL(_ value: String) throws(BackendSettingsError) -> URL {
        guard value.contains("://") else { throw .missingScheme(value) }
        guard let url = URL(string: value), let scheme = url.scheme else { throw .invalidAddress(value) }
        guard ["http", "https"].contains(scheme.lowercased()) else { throw .unsupportedScheme(value, scheme: scheme) }
        guard url.host?.isEmpty == false else { throw .invalidAddress(value) }
        return url
    }

    public var hasAPIKey: Bool { apiKey != nil }

    /// The settings, with the key hidden.
    public var description: String {
        "OpenAICompatibleResponder(base: \(displayBase), model: \(model), "
            + "key: \(hasAPIKey ? "set" : "none"), context: \(contextMessages))"
    }

    /// The same as `description`, so the debugger does not show the key either.
    public var debugDescription: String { description }

    /// A mirror without the key.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "baseURL": displayBase, "model": model, "hasAPIKey": hasAPIKey, "contextMessages": contextMessages,
                "connectTimeout": connectTimeout, "idleTimeout": idleTimeout,
            ])
    }

    /// The base address for messages, without any user name or password in it.
    var displayBase: String {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else { return "the server" }
        components.user = nil
        components.password = nil
        return components.string ?? "the server"
    }

    var chatRequest: OpenAIChatRequest {
        OpenAIChatRequest(
            baseURL: baseURL, apiKey: apiKey, model: model, contextMessages: contextMessages, temperature: temperature,
            maxTokens: maxTokens)
    }
}
