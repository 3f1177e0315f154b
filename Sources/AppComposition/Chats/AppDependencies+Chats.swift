import Domain
import Presentation
import TerminalUI

extension AppDependencies {
    @MainActor public func makeChatsModule(router: Router) -> ChatsView {
        let interactor = ChatsInteractor(store: chatStore, avatars: avatars, drafts: drafts)
        return ChatsView(presenter: ChatsPresenter(
            interactor: interactor, router: router, clock: clock, replies: replyRuns, trail: chatTrail))
    }
}
