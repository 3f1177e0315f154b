@testable import DataAccess
import Domain
import Foundation
import TestHTTPServer
import Testing

/// Model lists in the shapes servers answer besides OpenAI's `{"data": […]}`.
@Suite struct ModelListShapeTests {
    /// Together AI's `GET /v1/models`: a bare list, each model with its `type`.
    static let together = """
        [{"id":"meta-llama/Llama-3.3-70B-Instruct-Turbo","object":"model","type":"chat"},
         {"id":"BAAI/bge-large-en-v1.5","object":"model","type":"embedding"},
         {"id":"black-forest-labs/FLUX.1-schnell","object":"model","type":"image"},
         {"id":"mistralai/Mixtral-8x7B-v0.1","object":"model","type":"language"}]
        """

    /// Listed, less the models that take no chat (an embedder, an image model).
    @Test func togethersBareListIsAModelListOfItsChatModels() async throws {
        let server = try OpenAITestServer { _ in [.send(SSE.status(200, "OK", body: Self.together))] }
        defer { server.stop() }
        #expect(await ModelLister().list(baseURL: server.baseURL, apiKey: nil)
            == .models(["meta-llama/Llama-3.3-70B-Instruct-Turbo", "mistralai/Mixtral-8x7B-v0.1"]))
    }

    /// A `type` that names no kind of model that does not chat is kept: Mistral's `base` and
    /// `fine-tuned`; and a list of anything but objects holds no model.
    @Test func onlyTypesThatTakeNoChatAreLeftOut() {
        let mistral = #"{"object":"list","data":[{"id":"mistral-small-latest","type":"base"},{"id":"ft:open-mistral-7b:x","type":"fine-tuned"}]}"#
        #expect(ModelListCollector.models(in: Data(mistral.utf8)) == .models(["mistral-small-latest", "ft:open-mistral-7b:x"]))
        let lmStudio = #"{"data":[{"id":"text-embedding-nomic-embed-text-v1.5","type":"embeddings"},{"id":"qwen2.5-7b-instruct","type":"llm"}]}"#
        #expect(ModelListCollector.models(in: Data(lmStudio.utf8)) == .models(["qwen2.5-7b-instruct"]))
        #expect(ModelListCollector.models(in: Data(#"["a","b"]"#.utf8)) == .models([]))
        #expect(ModelListCollector.models(in: Data(#""a""#.utf8)) == .malformed)
        #expect(ModelListCollector.models(in: Data(#"{"models":[]}"#.utf8)) == .malformed)
    }
}
