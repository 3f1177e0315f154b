import Domain
import Presentation
import TerminalUI

extension AppDependencies {
    @MainActor public func makeAvatarSettingsModule(router: Router, avatarID: String) -> AvatarSettingsView {
        let interactor = AvatarSettingsInteractor(avatars: avatars, store: avatarSettings)
        return AvatarSettingsView(presenter: AvatarSettingsPresenter(
            avatarID: avatarID, interactor: interactor, router: router, myAvatars: myAvatars,
            backends: modelCatalog.backends()))
    }
}
