import Domain
import Foundation
import Presentation
import TerminalUI

extension AppDependencies {
    /// The avatar's main chat, or the stored chat `chatID` (then `avatarID` is not used) with
    /// the message `focus` selected.
    @MainActor public func makeChatModule(
        router: Router, avatarID: String = "", chatID: UUID? = nil, focus: UUID? = nil
    ) -> ChatView {
        let export = ChatExportInteractor(store: chatStore, exporter: exporter, clock: clock)
        return ChatView(presenter: ChatPresenter(
            avatarID: avatarID, chatID: chatID, focus: focus, interactor: chatInteractor, setup: chatSetupInteractor,
            router: router, exporter: export, clipboard: clipboard,
            links: UntrustedLinkOpener(opener: urlOpener), replies: replyRuns, trail: chatTrail))
    }

    var chatInteractor: ChatInteractor {
        ChatInteractor(
            avatars: avatars, responder: responder, store: chatStore, drafts: drafts, popularity: popularity, clock: clock,
            savers: replySavers)
    }

    /// The avatar's settings, the chat's backend and model, the article's text.
    var chatSetupInteractor: ChatSetupInteractor {
        ChatSetupInteractor(settings: avatarSettings, catalog: modelCatalog, store: chatStore,
                            articles: ArticleContextReader(news: news, feedCache: feedCache))
    }
}
