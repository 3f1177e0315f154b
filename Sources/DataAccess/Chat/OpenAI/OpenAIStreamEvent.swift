import Domain
import Foundation

/// What one server-sent event of a chat completion stream means.
enum OpenAIStreamEvent: Equatable, Sendable {
    /// A piece of the reply (`delta.content`), `<think>` tags and all.
    case content(String)
    /// A piece of reasoning (`delta.reasoning_content`: vLLM, llama.cpp, DeepSeek;
    /// `delta.reasoning`: Ollama, OpenRouter, LiteLLM).
    case reasoning(String)
    /// The name of a tool the model asks to call (`delta.tool_calls[].function.name`): aichats
    /// offers none, but a tool-tuned model, or a proxy that adds tools, may answer so.
    case toolCall(String)
    /// The chunk's `model`, when it differs from the previous chunk's.
    case model(String)
    /// A chunk's `usage` (the final chunk asked for with `stream_options.include_usage`).
    case usage(ReplyUsage)
    /// A `finish_reason` that says the reply is not all the model would have written.
    case stopped(ReplyCut)
    /// `data: [DONE]`: the reply is complete.
    case done
}

/// Why a server stopped a reply before its end.
enum ReplyCut: Equatable, Sendable {
    /// `finish_reason: "length"`: the token limit (`max_tokens`, or the context) was reached.
    case tokenLimit
    /// `finish_reason: "content_filter"`.
    case contentFilter

    init?(finishReason: String) {
        switch finishReason {
        case "length": self = .tokenLimit
        case "content_filter": self = .contentFilter
        default: return nil
        }
    }

    /// Why the reply stopped, as the chat says it under the reply ("reply stopped: …"): the
    /// token limit names `max_tokens` only when the request set it (otherwise the server's own
    /// limit, or the context, ended it), and says when the model had written no reply yet.
    func reason(maxTokens: Int?, whileReasoning: Bool) -> String {
        switch self {
        case .tokenLimit:
            "the model reached its token limit" + (maxTokens.map { " (max_tokens = \($0))" } ?? "")
                + (whileReasoning ? " while still reasoning" : "")
        case .contentFilter: "the server's content filter ended it"
        }
    }
}
