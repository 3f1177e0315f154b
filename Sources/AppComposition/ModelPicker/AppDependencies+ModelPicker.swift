import Domain
import Foundation
import Presentation
import TerminalUI

extension AppDependencies {
    @MainActor public func makeModelPickerModule(router: Router, chatID: UUID) -> ModelPickerView {
        ModelPickerView(presenter: ModelPickerPresenter(
            chatID: chatID, avatars: chatInteractor, interactor: chatSetupInteractor, router: router))
    }
}
