import Foundation

/// A server's answer with an error status, told the same way by the chat and by `aichats
/// backends`: the status with the server's own words (`ServerErrorBody`), a web page named as
/// one (a proxy's, when it says the server behind it failed), and a model still loading said so.
public struct ServerAnswer: Sendable, Equatable {
    /// The statuses of a proxy whose server behind it failed or is not there (nginx, Cloudflare).
    static let gatewayStatuses: Set<Int> = [502, 503, 504]

    public let status: Int
    /// The server's own words, cleaned and on one line; nil when its body held none.
    public let message: String?
    /// Whether the body was a web page (HTML): its title, or its text, is the message.
    public let isWebPage: Bool

    public init(status: Int, message: String? = nil, isWebPage: Bool = false) {
        self.status = status
        self.message = message
        self.isWebPage = isWebPage
    }

    /// The answer with `body`, which is read for its words.
    init(status: Int, body: Data) {
        self.init(status: status, message: ServerErrorBody.message(from: body), isWebPage: ServerErrorBody.isWebPage(body))
    }

    /// Whether it says the model is still loading: llama.cpp's server answers 503 "Loading
    /// model" (without `Retry-After`) while it reads a model file.
    public var saysLoading: Bool {
        status == 503 && message?.localizedCaseInsensitiveContains("loading") == true
    }

    /// "400: the server's words", "500", "502 Bad Gateway (a web page from a proxy)": a page's
    /// title that starts with the status is not preceded by it again.
    public var words: String {
        guard let message else { return "\(status)" }
        guard isWebPage else { return "\(status): \(message)" }
        let page = Self.gatewayStatuses.contains(status) ? "a web page from a proxy" : "a web page"
        return (message.hasPrefix("\(status)") ? message : "\(status): \(message)") + " (\(page))"
    }

    /// What a request answered so means: "the server is loading the model (503); try again in a
    /// moment", or `request` ("GET /models") followed by "answered" and `words`.
    public func told(of request: String) -> String {
        saysLoading ? "the server is loading the model (\(status)); try again in a moment" : "\(request) answered \(words)"
    }
}
