/// What `GET {base_url}/models` answered.
public enum ModelListing: Sendable, Equatable {
    /// The model ids the server lists, in its order, exactly as it gave them; `unusable`: those
    /// that hold control or bidi characters, cleaned for showing (see `ModelList.unusable`).
    case models([String], unusable: [String] = [])
    /// 404: the server has no `/models` (it still answers chats with the configured model).
    case noModelsEndpoint
    /// 404 at `/models` and a 404 that is not JSON at `/chat/completions` too: whatever answers
    /// at that address (a web server, another program's API) is no OpenAI-compatible server.
    case notOpenAICompatible
    /// 401 or 403: the key was refused (or one is needed).
    case keyRejected(status: Int)
    /// Another non-2xx status, with the server's words.
    case status(ServerAnswer)
    /// No answer: the reason in a few words ("connection refused", "no answer within 10 s").
    case unreachable(String)
    /// The server accepted the connection but sent no answer within `seconds` (a local server
    /// still loading its model, or a program on the port that is no HTTP server).
    case unanswered(seconds: Int64)
    /// A 2xx answer that is not a model list.
    case malformed
    /// A 2xx answer larger than the most aichats reads (`ModelLister.maximumBodyBytes`): a list
    /// of hundreds of thousands of models, or something else that never ends.
    case tooLarge(megabytes: Int)
}
