import Foundation

/// Finds what a chat's replies are asked with (`ChatReplySetup`) and keeps the chat's choice
/// of backend and model.
public struct ChatSetupInteractor: Sendable {
    private let settings: any AvatarSettingsStore
    private let catalog: any ModelCatalog
    private let store: any ChatStore
    private let articles: ArticleContextReader?

    public init(settings: any AvatarSettingsStore, catalog: any ModelCatalog, store: any ChatStore,
                articles: ArticleContextReader?) {
        self.settings = settings
        self.catalog = catalog
        self.store = store
        self.articles = articles
    }

    /// The setup of `chat` with `avatar`. A backend the chat picked that is no longer configured
    /// gives the default one, with its own model, and is named in `missingBackend`; so does a
    /// model kept without its backend, named in `modelWithoutBackend`, unless one server alone
    /// is configured: that one answers with it.
    public func setup(of chat: Chat, with avatar: Avatar) async throws -> ChatReplySetup {
        let settings = try await settings.settings(for: avatar.id)
        let article: ArticleContext? = if let reference = chat.article { await articleContext(reference) } else { nil }
        if chat.backendName == nil, chat.model == nil, let own = settings.model {
            return avatarsModel(own, settings: settings, article: article)
        }
        let servers = catalog.backends().filter { !$0.isOffline }
        // Earlier builds kept a model picked on the default backend alone. With one server
        // configured it was that one; with several, which lists the model is unknown once the
        // default may have changed, so it is not sent to one that may not.
        let adopted = chat.backendName == nil && chat.model != nil && servers.count == 1 ? servers.first : nil
        let picked = adopted ?? chat.backendName.flatMap { name in catalog.backends().first { $0.name == name } }
        // A backend no longer configured: the default one, with its own model.
        let missing = picked == nil ? chat.backendName : nil
        let withoutBackend = chat.backendName == nil && adopted == nil ? chat.model : nil
        return ChatReplySetup(
            settings: settings, backend: picked ?? catalog.defaultBackend(), chosenBackend: picked?.name,
            chosenModel: missing != nil || withoutBackend != nil ? nil : chat.model, article: article,
            missingBackend: missing, modelWithoutBackend: withoutBackend)
    }

    /// The setup of a chat that picked no model with an avatar that has one (`AvatarSettings.model`):
    /// that one, or, when its backend is no longer configured, the default one, named in
    /// `missingAvatarBackend`.
    private func avatarsModel(_ own: ModelChoice, settings: AvatarSettings, article: ArticleContext?) -> ChatReplySetup {
        guard let backend = catalog.backends().first(where: { $0.name == own.backendName }) else {
            return ChatReplySetup(settings: settings, backend: catalog.defaultBackend(), article: article,
                                  missingAvatarBackend: own.backendName)
        }
        return ChatReplySetup(settings: settings, backend: backend, chosenBackend: backend.name,
                              chosenModel: own.model, article: article)
    }

    /// The avatar's own prompt, temperature and max tokens as stored now (one row): another
    /// aichats may have changed them since the chat read its setup.
    public func settings(of avatarID: String) async throws -> AvatarSettings {
        try await settings.settings(for: avatarID)
    }

    private func articleContext(_ reference: ArticleReference) async -> ArticleContext {
        await articles?.context(for: reference) ?? ArticleContext(title: reference.title, link: reference.link, text: "")
    }

    /// Every configured backend, the default first.
    public func backends() -> [ChatBackend] { catalog.backends() }

    public func defaultBackend() -> ChatBackend { catalog.defaultBackend() }

    /// The models the backend's server lists; throws when it cannot be reached.
    public func models(of backend: ChatBackend) async throws -> ModelList {
        try await catalog.models(of: backend.name)
    }

    /// Keeps the chat's backend and model: both nil for the default backend with its own model,
    /// and the model nil for another backend's own one, so that a changed config still applies to
    /// chats that picked nothing. A model is kept with its backend, the default one too: another
    /// default backend later is another server, which may not have it.
    public func choose(_ backend: ChatBackend, model: String, for chat: Chat) async throws -> Chat {
        let ownModel = model == backend.model
        // With a model of the avatar's, "the default" must be kept as a pick, or the avatar's would answer.
        let avatarHasModel = (try? await settings.settings(for: chat.avatarID))?.model != nil
        let backendName = ownModel && backend.name == catalog.defaultBackend().name && !avatarHasModel ? nil : backend.name
        let modelName = ownModel ? nil : model
        try await store.setModelChoice(backendName: backendName, model: modelName, in: chat.id)
        var chosen = chat
        chosen.backendName = backendName
        chosen.model = modelName
        return chosen
    }
}

extension ChatSetupInteractor {
    /// Keeps the backend and model for the avatar's chats that pick none (its settings' Model):
    /// the model nil for the backend's own, so that a changed config applies to it.
    public func choose(_ backend: ChatBackend, model: String, forAvatar avatarID: String) async throws {
        let choice = ModelChoice(backendName: backend.name, model: model == backend.model ? nil : model)
        try await settings.update(for: avatarID) { stored in
            var changed = stored
            changed.model = choice
            return changed
        }
    }

    /// The chat as stored now (after the model picker changed it, say).
    public func chat(id: UUID) async throws -> Chat { try await store.chat(id: id) }
}
