import Domain

extension ArticlePresenter {
    /// Asks which avatar to discuss the article with (`c`); picking one starts a new chat.
    public func chatAboutArticle() {
        guard let article, !isLocked, chats != nil else { return }
        router.present(.avatarPicker(article: ArticleReference(article)))
    }

    /// Selects the next chat about the article (Tab), round the list.
    public func selectNextChat() {
        guard !chatsAbout.isEmpty else { return }
        chatSelection.select((chatSelection.index + 1) % chatsAbout.count)
    }

    /// Opens the selected chat about the article (Enter).
    public func openSelectedChat() {
        guard let index = chatSelection.selected, chatsAbout.indices.contains(index) else { return }
        let chat = chatsAbout[index].summary.chat
        router.push(.savedChat(id: chat.id))
    }

    func loadChatsAbout() async {
        guard let chats, let article, !isLocked else { return }
        do {
            chatsAbout = try await chats.chats(about: ArticleReference(article))
            chatSelection.resize(to: chatsAbout.count)
        } catch {
            router.show(Notice("Could not list the chats about this article: \(error.userMessage)", isError: true))
        }
    }
}
