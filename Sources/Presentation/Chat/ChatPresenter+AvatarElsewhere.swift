import Domain
import Foundation

/// An avatar renamed or re-prompted in another aichats while this chat is open: the next reply
/// is asked with what is stored, not with what this screen read when it opened.
extension ChatPresenter {
    /// Before a reply is asked: reads the avatar and its settings again (off the main actor) and,
    /// when another aichats changed its name, prompt, temperature or max tokens since this
    /// screen read them, shows them (the header too), says so once, and returns the request
    /// with them. The request as it was when nothing changed or they cannot be read.
    nonisolated func requestWithStoredAvatar(_ request: ReplyRequest, _ interactor: ChatInteractor) async -> ReplyRequest {
        guard let setupInteractor,
              let fresh = try? await interactor.avatar(id: request.avatar.id),
              let settings = try? await setupInteractor.settings(of: fresh.id)
        else { return request }
        return await adopt(fresh, settings, for: request)
    }

    private func adopt(_ fresh: Avatar, _ settings: AvatarSettings, for request: ReplyRequest) -> ReplyRequest {
        guard let shown = avatar else { return request }
        var setup = replySetup
        setup.settings = settings
        var updated = setup.request(as: fresh, history: request.history)
        // What the screen and the request showed: the backend and model stay the request's own.
        (updated.backendName, updated.model, updated.answeringModel) = (request.backendName, request.model, request.answeringModel)
        let changed = fresh.name != shown.name || updated.systemPrompt != request.systemPrompt
            || updated.temperature != request.temperature || updated.maxTokens != request.maxTokens
        guard changed else { return request }
        avatar = fresh
        replySetup = setup
        router.show(Notice("\(shown.name)'s settings were changed in another aichats: this reply uses them"))
        return updated
    }
}
