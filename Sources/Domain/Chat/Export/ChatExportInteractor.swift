import Foundation

/// Exporting a whole conversation as Markdown.
public struct ChatExportInteractor: Sendable {
    private let store: any ChatStore
    private let exporter: any DocumentExporter
    private let clock: NowProvider

    public init(store: any ChatStore, exporter: any DocumentExporter, clock: NowProvider) {
        self.store = store
        self.exporter = exporter
        self.clock = clock
    }

    /// Writes every message of the chat, oldest first, and returns where the file went. `model`
    /// is the one that answers in the chat (as its header names it): a reply by another names its own.
    /// `writingID` is the reply still being written, if one is.
    public func export(_ chat: Chat, with avatar: Avatar, model: String? = nil, writingID: UUID? = nil) async throws -> URL {
        var messages: [ChatMessage] = []
        var cursor: UUID?
        while true {
            let page = try await store.messages(in: chat.id, before: cursor, limit: 500)
            guard let oldest = page.first else { break }
            messages.insert(contentsOf: page, at: 0)
            cursor = oldest.id
        }
        let now = clock.now()
        // Its title as stored now: given since the chat was read, or by another aichats.
        var titled = (try? await store.chat(id: chat.id)) ?? chat
        if let first = messages.first(where: { $0.role == .user }) { titled = titled.opened(by: first) }
        let title = ChatTitle.of(titled)
        let document = ChatMarkdown.document(
            avatar: avatar, messages: messages, exportedAt: now, article: chat.article, model: model, writingID: writingID,
            title: title)
        return try await exporter.save(document, fileName: ChatMarkdown.fileName(avatar: avatar, title: title, date: now))
    }
}
