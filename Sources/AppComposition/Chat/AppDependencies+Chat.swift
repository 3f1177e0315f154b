import Foundation
import Domain
import Presentation
import TerminalUI

extension AppDependencies {
    /// The avatar's main chat, or the stored chat `chatID` (then `avatarID` is not used) with
    /// the message `focus` selected.
    @MainActor public func makeChatModule(
        router: Router, avatarID: String = "", chatID: UUID? = nil, focus: UUID? = nil
    ) -> ChatView {
        let interactor = ChatInteractor(
            avatars: avatars, responder: responder, store: chatStore, drafts: drafts, popularity: popularity, clock: clock)
        let export = ChatExportInteractor(store: chatStore, exporter: exporter, clock: clock)
        return ChatView(presenter: ChatPresenter(avatarID: avatarID, chatID: chatID, focus: focus, interactor: interactor,
                                                 router: router, exporter: export, clipboard: clipboard))
    }
}
