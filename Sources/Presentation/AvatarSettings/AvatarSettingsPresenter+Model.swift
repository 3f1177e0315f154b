import Domain
import Foundation

/// The Model field: the backend and model the avatar's chats answer with when they pick none
/// (Ctrl-O), picked with the model picker (Enter) and cleared back to the default (Backspace),
/// each saved at once, as the picker keeps a chat's.
extension AvatarSettingsPresenter {
    /// "cloud / o3-mini", "local (its own model)", or "default".
    public var modelLabel: String {
        guard let model else { return "default" }
        return model.model.map { "\(model.backendName) / \($0)" } ?? "\(model.backendName) (its own model)"
    }

    /// Enter on the Model field: the model picker, in this sheet's place (it comes back here). With
    /// changes typed, they are to be saved first: the sheet does not keep them while it is away.
    public func pickModel() {
        guard !hasChanges else {
            return router.show(Notice("Save your changes first (Ctrl-S), or undo them: the model picker takes this form's place",
                                      isError: true))
        }
        router.present(.avatarModelPicker(avatarID: avatarID))
    }

    /// Backspace on the Model field: back to the default backend and model, saved at once.
    public func clearModel() async {
        guard model != nil else { return }
        do {
            model = try await interactor.clearModel(for: avatarID).model
            router.show(Notice("New chats with this avatar, and any that picked no model, are answered by the default backend again"))
        } catch {
            self.error = "Could not clear the model: \(error.userMessage)"
        }
    }
}
