import Domain
import Foundation
import HTTPStreamWire

/// Turns the helper's reports for `GET /models` into a `ModelListing`.
struct ModelListCollector {
    /// Whether the request went to an https address, for the reason a failure gives.
    let overHTTPS: Bool
    /// The helper's timeout, for the reason a silent server gives.
    let timeout: Duration
    private var status: Int?
    private var body = Data()

    /// An error status other than those decided at the head (401, 403, 404), whose body is
    /// being read.
    private var refused: Int? {
        status.flatMap { (200..<300).contains($0) ? nil : $0 }
    }

    init(overHTTPS: Bool, timeout: Duration) {
        self.overHTTPS = overHTTPS
        self.timeout = timeout
    }

    /// The listing once `report` decides it, else nil.
    mutating func take(_ report: HTTPHelperProcess.Report) -> ModelListing? {
        if case .event(let event) = report, let code = event.responseStatus {
            status = code
            switch code {
            case 200..<300: return nil
            case 401, 403: return .keyRejected(status: code)
            case 404: return .noModelsEndpoint
            // Its body is read for the server's words, as the chat shows them.
            default: return nil
            }
        }
        switch report {
        case .event(.response):
            return nil
        case .event(.bytes(let data)):
            if let refused {
                body.append(data.prefix(max(0, ServerErrorBody.maximumBytes - body.count)))
                return body.count < ServerErrorBody.maximumBytes ? nil : .status(ServerAnswer(status: refused, body: body))
            }
            body.append(data)
            return body.count > ModelLister.maximumBodyBytes ? .tooLarge(megabytes: ModelLister.maximumBodyBytes >> 20) : nil
        case .event(.completed(let code, let connected, let redirectedTo)):
            if let refused { return .status(ServerAnswer(status: refused, body: body)) }
            if let code, connected, status == nil, URLError.Code(rawValue: code) == .timedOut {
                return .unanswered(seconds: timeout.components.seconds)
            }
            if let code {
                return .unreachable(URLError(helperCode: code, redirectedTo: redirectedTo).shortDescription(overHTTPS: overHTTPS))
            }
            return status == nil ? .unreachable("no response") : Self.models(in: body)
        case .stoppedUnexpectedly, .feedReply, .opmlReply:
            return .unreachable("the network helper aichats-http stopped unexpectedly")
        case .otherVersion:
            return .unreachable("the network helper aichats-http is from another version of aichats; reinstall")
        }
    }

    /// The listing when the reports end without a verdict: the watchdog ran out.
    func finishedWithoutEnd(timeout: Duration) -> ModelListing {
        if let refused { return .status(ServerAnswer(status: refused, body: body)) }
        return .unreachable("no answer within \(timeout.components.seconds) s")
    }

    /// The ids of `{"data": [{"id": …}, …]}` (OpenAI, vLLM, llama.cpp, LM Studio, LiteLLM and
    /// Ollama's /v1 all answer so), or of the bare list `[{"id": …}, …]` (Together AI). An id
    /// that cleaning as any server text would change is set apart, cleaned: the request must
    /// name a model exactly as the server does. A model whose `type` says it does not chat
    /// (Together's embedding and image models) is left out.
    static func models(in body: Data) -> ModelListing {
        let object = try? JSONSerialization.jsonObject(with: body)
        guard let data = (object as? [String: Any])?["data"] as? [Any] ?? object as? [Any] else { return .malformed }
        var ids: [String] = [], unusable: [String] = []
        let chatting = data.compactMap { $0 as? [String: Any] }.filter {
            !notChatTypes.contains(($0["type"] as? String ?? "").lowercased())
        }
        for id in chatting.compactMap({ $0["id"] as? String }) where !id.isEmpty {
            let cleaned = UntrustedText.clean(id).replacingOccurrences(of: "\n", with: " ")
            if cleaned == id { ids.append(id) } else if !cleaned.isEmpty { unusable.append(cleaned) }
        }
        return .models(ids, unusable: unusable)
    }

    /// The `type`s of models that take no chat: Together AI's (`embedding`, `image`, `rerank`,
    /// `moderation`, `audio`, `transcribe`) and LM Studio's `embeddings`.
    static let notChatTypes: Set<String> = ["embedding", "embeddings", "image", "rerank", "moderation", "audio", "transcribe"]
}
