import Domain
import Foundation
import Presentation
import TerminalUI

extension AppDependencies {
    @MainActor public func makeModelPickerModule(router: Router, chatID: UUID) -> ModelPickerView {
        ModelPickerView(presenter: ModelPickerPresenter(
            chatID: chatID, avatars: chatInteractor, interactor: chatSetupInteractor, router: router))
    }

    /// The picker for an avatar's model (its settings' Model field).
    @MainActor public func makeModelPickerModule(router: Router, avatarID: String) -> ModelPickerView {
        ModelPickerView(presenter: ModelPickerPresenter(
            avatarID: avatarID, avatars: chatInteractor, interactor: chatSetupInteractor, router: router))
    }
}
