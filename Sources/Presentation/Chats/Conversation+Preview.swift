import Domain

extension Conversation {
    /// True when the newest message is the one the row's title is made of: the chat's first,
    /// unanswered, under its default title (`ChatTitle`). Its preview would say it twice
    /// ("Mochi · Hello  You: Hello"), so the row says that no reply came instead. A chat with no
    /// default title (a first message with nothing to make one of) shows its message.
    public var previewRepeatsTitle: Bool {
        let chat = summary.chat
        return chat.title == nil && chat.article == nil && ChatTitle.of(chat) != nil && summary.messageCount == 1
            && summary.lastMessage?.role == .user
    }
}
