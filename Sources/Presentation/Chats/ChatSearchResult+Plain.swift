import Domain

extension ChatsInteractor {
    /// `search(_:)` with the replies' snippets as the chats list previews them: their Markdown
    /// marks dropped (`**bold**` as bold), unless the query matched the marks themselves.
    func searchShowingPlainReplies(_ query: String) async throws -> [ChatSearchResult] {
        let needle = query.trimmingCharacters(in: .whitespacesAndNewlines)
        return try await search(query).map { result in
            let hit = result.hit
            guard hit.message.role == .assistant else { return result }
            var plain = hit.message
            plain.text = MarkdownPlainText.of(hit.message.text, limit: .max)
            guard let shown = ChatSearchHit(chat: hit.chat, message: plain, query: needle) else { return result }
            return ChatSearchResult(
                hit: ChatSearchHit(chat: hit.chat, message: hit.message, snippet: shown.snippet, match: shown.match),
                avatarName: result.avatarName, isDraft: result.isDraft, isTitle: result.isTitle)
        }
    }
}
