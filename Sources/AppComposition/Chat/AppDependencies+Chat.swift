import Domain
import Presentation
import TerminalUI

extension AppDependencies {
    @MainActor public func makeChatModule(router: Router, avatarID: String) -> ChatView {
        let interactor = ChatInteractor(
            avatars: avatars, responder: responder, store: chatStore, drafts: drafts, popularity: popularity, clock: clock)
        let export = ChatExportInteractor(store: chatStore, exporter: exporter, clock: clock)
        return ChatView(presenter: ChatPresenter(avatarID: avatarID, interactor: interactor, router: router, exporter: export,
                                                       clipboard: clipboard))
    }
}
