import Domain
import Presentation
import TerminalUI

extension AppDependencies {
    @MainActor public func makeAvatarPickerModule(router: Router, article: ArticleReference) -> AvatarPickerView {
        AvatarPickerView(presenter: AvatarPickerPresenter(article: article, interactor: articleChatsInteractor, router: router))
    }

    /// Chats about an article: starting one, listing them.
    var articleChatsInteractor: ChatsInteractor { ChatsInteractor(store: chatStore, avatars: avatars, drafts: drafts) }
}
