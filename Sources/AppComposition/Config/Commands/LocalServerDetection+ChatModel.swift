extension LocalServerDetection {
    /// The words of model ids that take no chat: embedding models (`nomic-embed-text`,
    /// `text-embedding-3-small`, `bge-m3`, `all-minilm`), rerankers, and speech models (`whisper-1`,
    /// `tts-1`). Ollama lists the newest pulled first, and every RAG guide has one pull
    /// `nomic-embed-text`: a snippet naming it would fail every message.
    static let notChatWords = ["embed", "rerank", "bge", "minilm", "whisper", "tts"]

    /// Whether `id` names a model that takes no chat, by a word of it (split at `-`, `_`, `.`,
    /// `:`, `/`): `embed` and `rerank` begin one (`embedding`, `reranker`), the others are one.
    static func looksNotChat(_ id: String) -> Bool {
        let words = id.lowercased().split { !$0.isLetter && !$0.isNumber }
        return words.contains { word in
            notChatWords.contains { word == $0 || ["embed", "rerank"].contains($0) && word.hasPrefix($0) }
        }
    }

    /// The snippet's `model` line: the first listed model that looks like a chat model, with a
    /// comment naming those passed over; a placeholder when none does.
    static func modelLine(_ models: [String]) -> String {
        let skipped = models.prefix { looksNotChat($0) }
        guard let chosen = models.first(where: { !looksNotChat($0) }) else {
            return "model = \"MODEL\"" + (models.isEmpty ? "" : "  # every model listed looks like an embedding, rerank or speech model")
        }
        let which = skipped.count == 1 ? "which looks" : "which look"
        let note = skipped.isEmpty ? ""
            : "  # chosen over \(skipped.joined(separator: ", ")), \(which) like an embedding, rerank or speech model"
        return "model = \(ConfigShow.quoted(chosen))" + note
    }
}
