import Domain
import Presentation
import TerminalUI

extension AppDependencies {
    @MainActor public func makeCreateAvatarModule(router: Router, character: CharacterOption) -> CreateAvatarView {
        let interactor = CreateAvatarInteractor(avatars: avatars, store: userAvatars, settings: avatarSettings,
                                                profiles: profiles, clock: clock)
        return CreateAvatarView(presenter: CreateAvatarPresenter(character: character, interactor: interactor, router: router))
    }
}
