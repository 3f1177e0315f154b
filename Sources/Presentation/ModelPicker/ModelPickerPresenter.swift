import Domain
import Foundation
import Observation

/// The model picker's state and intents (Ctrl-O in Chat): the named backends, and the models of
/// the backend listed, loaded from its server while the sheet shows. The configured model stays
/// pickable when the server cannot be reached. Picking a backend lists its models; picking a model
/// keeps the backend and model for the chat.
@MainActor @Observable
public final class ModelPickerPresenter: FeaturePresenter<ChatSetupInteractor>, ScreenPresenter, FilteredPicker {
    /// Where the listed backend's models are.
    public enum ModelsState: Hashable, Sendable {
        case loading
        case loaded
        /// The server could not be reached; the configured model is offered alone.
        case failed(String)
    }

    public private(set) var backends: [ChatBackend] = [] {
        didSet { optionsCache = nil }
    }
    /// The backend whose models are listed.
    public private(set) var listed: ChatBackend? {
        didSet { optionsCache = nil }
    }
    public private(set) var models: [String] = [] {
        didSet { optionsCache = nil }
    }
    /// The server's ids that cannot be offered (control or bidi characters), cleaned: the list
    /// names them, so that a model missing from it is explained.
    public private(set) var unusableModels: [String] = []
    public private(set) var modelsState = ModelsState.loading
    /// True once the server's list is in and lacks the configured model (which stays listed,
    /// first): `aichats backends` reports that as a failure.
    public private(set) var serverLacksConfiguredModel = false
    /// True once the server's list is in and lacks the model this chat uses on it (taken off the
    /// server since it was picked, say): it stays listed, marked, instead of the list losing
    /// its ✓ and the selection falling on the first model.
    public private(set) var serverLacksModelInUse = false
    /// Why the server gave no list, once it answered so (no `/models`, or one that wants a key
    /// none is configured for): the configured model is offered alone, and the sheet says why.
    public private(set) var unlisted: ModelList.Unlisted?
    /// True once the server's list is in and empty (LM Studio with nothing downloaded): the
    /// configured model stays offered, and the sheet says the server lists none.
    public private(set) var serverListIsEmpty = false
    /// The backend and model the chat uses now.
    public private(set) var current: (backend: String, model: String)? {
        didSet { optionsCache = nil }
    }
    /// A filter typed looks in the other backends' models too (`+Elsewhere`).
    public var pickerList = FilteredPickerList() {
        didSet { if !pickerList.filter.isEmpty { lookElsewhere() } }
    }
    /// The models of each backend other than the listed one, by name, once its server listed
    /// them (`+Elsewhere`): a filter finds them as well.
    public internal(set) var otherModels: [String: [String]] = [:] {
        didSet { optionsCache = nil }
    }
    /// Where each other backend's list is, by name, once a filter asked for it.
    public internal(set) var otherModelsState: [String: ModelsState] = [:]
    /// Why the chat could not be loaded or the choice not kept, if so.
    public internal(set) var error: String?

    /// The chat, or the avatar, the model is picked for.
    let target: ModelPickerTarget
    let avatars: ChatInteractor
    /// The chat the choice is kept for, once loaded.
    var chatForChoice: Chat?
    /// `options` for the filter it was made for, until what they come from changes: a list of
    /// thousands of ids is filtered once a key, not at each of the several reads of a frame.
    @ObservationIgnored var optionsCache: (filter: String, options: [Option])?
    @ObservationIgnored private var modelsTask: Task<Void, Never>?
    @ObservationIgnored var otherModelsTask: Task<Void, Never>?

    public init(chatID: UUID, avatars: ChatInteractor, interactor: ChatSetupInteractor, router: Router) {
        self.target = .chat(chatID)
        self.avatars = avatars
        super.init(interactor: interactor, router: router)
    }

    /// The picker of an avatar's model (its settings' Model field).
    public init(avatarID: String, avatars: ChatInteractor, interactor: ChatSetupInteractor, router: Router) {
        self.target = .avatar(avatarID)
        self.avatars = avatars
        super.init(interactor: interactor, router: router)
    }

    /// Loads the chat (or the avatar's settings) and the backends, and starts listing the current backend's models.
    public func onAppear() async {
        guard case .chat(let chatID) = target else { return await loadAvatarsModel() }
        do {
            let chat = try await interactor.chat(id: chatID)
            let setup = try await interactor.setup(of: chat, with: try await avatars.avatar(id: chat.avatarID))
            chatForChoice = chat
            current = (setup.backend.name, setup.model)
            backends = interactor.backends()
            list(setup.backend)
        } catch let gone as DomainError where gone == .chatGone {
            self.error = "This chat was deleted (in another aichats, say), so it has no model to pick"
        } catch {
            self.error = "Could not load this chat: \(error.userMessage)"
        }
    }

    /// Stops listing models when the sheet closes.
    public func onDisappear() async {
        modelsTask?.cancel()
        otherModelsTask?.cancel()
    }

    /// Waits until the listed backend's models, and those of the others a filter asked for,
    /// are in (for tests and scripted runs).
    public func waitForModels() async {
        await modelsTask?.value
        await otherModelsTask?.value
    }

    /// Shows the model the avatar's chats answer with (the default backend's when it has none)
    /// as the current one.
    private func loadAvatarsModel() async {
        guard case .avatar(let avatarID) = target else { return }
        do {
            let own = try await interactor.settings(of: avatarID).model
            backends = interactor.backends()
            let backend = own.flatMap { own in backends.first { $0.name == own.backendName } } ?? interactor.defaultBackend()
            current = (backend.name, own?.model ?? backend.model)
            list(backend)
        } catch {
            self.error = "Could not load the avatar's settings: \(error.userMessage)"
        }
    }

    /// Lists the backend's models: the configured one at once, the server's when they come.
    func list(_ backend: ChatBackend) {
        listed = backend
        modelsTask?.cancel()
        models = knownModels(of: backend)
        unusableModels = []
        modelsState = .loading
        serverLacksConfiguredModel = false
        serverLacksModelInUse = false
        unlisted = nil
        serverListIsEmpty = false
        selectCurrentModel()
        modelsTask = Task { [interactor] in
            let result: Result<ModelList, any Error>
            do { result = .success(try await interactor.models(of: backend)) } catch { result = .failure(error) }
            guard !Task.isCancelled else { return }
            self.receive(result, for: backend)
        }
    }

    /// The models offered before the server says, and kept when it cannot: the configured one,
    /// and the one this chat uses on the backend when that is another.
    private func knownModels(of backend: ChatBackend) -> [String] {
        guard let current, current.backend == backend.name, current.model != backend.model else { return [backend.model] }
        return [backend.model, current.model]
    }

    private func receive(_ result: Result<ModelList, any Error>, for backend: ChatBackend) {
        guard listed == backend else { return }
        switch result {
        case .success(let list):
            let names = list.ids(naming: knownModels(of: backend))
            serverLacksConfiguredModel = !names.contains(backend.model)
            let missing = knownModels(of: backend).filter { !names.contains($0) }
            serverLacksModelInUse = missing.contains { $0 != backend.model }
            models = missing + names
            otherModels[backend.name] = models
            otherModelsState[backend.name] = .loaded
            unusableModels = list.unusable
            unlisted = list.unlisted
            serverListIsEmpty = list.ids.isEmpty && list.unusable.isEmpty
            modelsState = .loaded
        case .failure(let error):
            modelsState = .failed("Could not list the models of \(backend.name): \(error.userMessage)")
        }
        selectCurrentModel()
    }
}
