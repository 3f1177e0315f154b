import Domain
import Foundation

extension ModelPickerPresenter {
    public var matchCount: Int { options.count }
    public var matchingOptions: [Option] { options }

    /// Enter: a model is kept for the chat and the sheet closes. A backend lists its models, but
    /// one found by a filter is picked with the model its row shows, as fzf picks a match: the
    /// sheet never stays open on an Enter typed after a filter, which would take the next words.
    public func pickSelected() async {
        guard let index = selection.selected, options.indices.contains(index) else {
            if matchCount == 0, !filter.isEmpty { router.show(nothingMatchesNotice) }
            return
        }
        switch options[index] {
        case .backend(let backend) where filter.isEmpty:
            list(backend)
        case .backend(let backend):
            await choose(shownModel(of: backend), of: backend)
        case .model(let name):
            guard let listed else { return }
            await choose(name, of: listed)
        case .modelOf(let backend, let name):
            await choose(name, of: backend)
        }
    }

    private func choose(_ model: String, of backend: ChatBackend) async {
        if case .avatar(let avatarID) = target { return await chooseForAvatar(avatarID, model: model, of: backend) }
        guard let chat = chatForChoice else { return }
        do {
            _ = try await interactor.choose(backend, model: model, for: chat)
            router.dismissSheet()
            router.show(Notice(backend.isOffline ? "This chat is answered by the offline persona"
                                                 : "This chat is answered by \(backend.name) / \(model)"))
        } catch {
            self.error = "Could not keep the choice: \(error.userMessage)"
        }
    }

    /// Keeps the model for the avatar's chats and goes back to its settings, which show it.
    private func chooseForAvatar(_ avatarID: String, model: String, of backend: ChatBackend) async {
        do {
            try await interactor.choose(backend, model: model, forAvatar: avatarID)
            router.present(.avatarSettings(avatarID: avatarID))
            router.show(Notice("New chats with this avatar, and any that picked no model, are answered by \(backend.name) / \(model)"))
        } catch {
            self.error = "Could not keep the choice: \(error.userMessage)"
        }
    }

    /// True when the picker picks the model of an avatar's chats (its settings), not of one chat.
    public var isForAvatar: Bool { if case .avatar = target { true } else { false } }

    /// Esc: back to the chat, or to the avatar's settings the picker was opened from.
    public func closePicker() {
        guard case .avatar(let avatarID) = target else { return router.dismissSheet() }
        router.present(.avatarSettings(avatarID: avatarID))
    }
}

/// What the model picker picks for.
public enum ModelPickerTarget: Hashable, Sendable {
    /// The chat with the id (Ctrl-O).
    case chat(UUID)
    /// The avatar with the id: the model its chats answer with when they pick none.
    case avatar(String)
}
