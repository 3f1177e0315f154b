import Domain
import Observation

/// The chats about the article a reader shows, for the sample Article screen and the feed
/// reader alike: listing them (the most recent first), the one Enter opens, and starting a new
/// one (`c`, through the avatar picker).
@MainActor @Observable
public final class ArticleChats: FeaturePresenter<ChatsInteractor> {
    public private(set) var conversations: [Conversation] = []
    public private(set) var selection = Selection()
    /// The article listed, nil before it is loaded or while it is locked: `c` then does nothing.
    public private(set) var article: ArticleReference?
    /// Run before a chat starts, for the article it is to be about: the feed reader stores an
    /// item a refresh removed again (a chat keeps its item), nil when that failed (it says why).
    @ObservationIgnored var keepingArticle: ((ArticleReference) async -> ArticleReference?)?
    /// Formats when each chat was last written in (two chats with one avatar read alike
    /// otherwise), as of the last load.
    public var time: RelativeTime { loadTime.time }
    private var loadTime: LoadTime

    /// The chats' ages move on with the reader's (`ScreenPresenter.catchUpWithClock`).
    func catchUpWithClock() {
        if loadTime.isBehindClock({ time in conversations.map { time.string(for: $0.summary.chat.modifiedAt) } }) {
            loadTime.restart()
        }
    }

    init(interactor: ChatsInteractor, router: Router, clock: NowProvider) {
        loadTime = LoadTime(clock: clock)
        super.init(interactor: interactor, router: router)
    }

    /// Lists the chats about `article`; nil (a locked article) lists none.
    func load(about article: ArticleReference?) async {
        self.article = article
        guard let article else {
            conversations = []
            selection.resize(to: 0)
            return
        }
        do {
            let before = conversations.map(\.id)
            let kept = selection.selected.flatMap { before.indices.contains($0) ? before[$0] : nil }
            conversations = try await interactor.chats(about: article)
            loadTime.restart()
            // Back from a chat: the one just started (`c`) if there is one, else the one opened.
            let started = conversations.first { !before.contains($0.id) }?.id
            selection.resize(to: conversations.map(\.id), keeping: started ?? kept)
        } catch {
            router.show(Notice("Could not list the chats about this article: \(error.userMessage)", isError: true))
        }
    }

    /// Asks which avatar to discuss the article with (`c`); picking one starts a new chat.
    public func startChat() async {
        guard var article else { return }
        if let keepingArticle {
            guard let kept = await keepingArticle(article) else { return }
            article = kept
            self.article = kept
        }
        router.present(.avatarPicker(article: article))
    }

    /// Selects the next chat about the article (Tab), round the list.
    public func selectNext() { select(by: 1) }

    /// Selects the previous chat about the article (Shift-Tab), round the list.
    public func selectPrevious() { select(by: -1) }

    private func select(by step: Int) {
        guard !conversations.isEmpty else { return }
        let count = conversations.count
        selection.select(((selection.index + step) % count + count) % count)
    }

    /// Opens the selected chat about the article (Enter).
    public func openSelected() {
        guard let index = selection.selected, conversations.indices.contains(index) else { return }
        router.push(.savedChat(id: conversations[index].summary.chat.id))
    }
}
