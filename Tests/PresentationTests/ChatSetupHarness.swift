import DataAccess
import Domain
import DomainDoubles
import Testing
import Foundation
import Presentation

/// Two backends for the model picker's tests: "local" (the default) and "cloud".
let localBackend = ChatBackend(name: "local", displayURL: "http://127.0.0.1:11434/v1", model: "qwen2.5:7b")
let cloudBackend = ChatBackend(name: "cloud", displayURL: "https://api.example.com/v1", model: "gpt-4o-mini")

/// The services a chat's setup needs beyond the harness's: the avatars' settings and the model
/// catalog, shared by every presenter a test builds from it.
@MainActor
struct ChatSetupHarness {
    let harness: Harness
    let settings: FakeAvatarSettingsStore
    let catalog: FakeModelCatalog

    init(
        harness: Harness, settings: FakeAvatarSettingsStore = FakeAvatarSettingsStore(),
        catalog: FakeModelCatalog = FakeModelCatalog(backends: [localBackend, cloudBackend])
    ) {
        self.harness = harness
        self.settings = settings
        self.catalog = catalog
    }

    var router: Router { harness.router }

    var chatInteractor: ChatInteractor {
        let deps = harness.deps
        return ChatInteractor(avatars: deps.avatars, responder: deps.responder, store: deps.chatStore, drafts: deps.drafts,
                              popularity: deps.popularity, clock: deps.clock)
    }

    var setup: ChatSetupInteractor {
        ChatSetupInteractor(settings: settings, catalog: catalog, store: harness.deps.chatStore,
                            articles: ArticleContextReader(news: harness.deps.news, feedCache: nil))
    }

    /// The chat presenter with its setup: the avatar's main chat, or the chat `chatID`.
    func chat(_ avatarID: String = "fx-cat-mochi", chatID: UUID? = nil) -> ChatPresenter {
        ChatPresenter(avatarID: avatarID, chatID: chatID, interactor: chatInteractor, setup: setup, router: router)
    }

    func loadedChat(_ avatarID: String = "fx-cat-mochi", chatID: UUID? = nil) async -> ChatPresenter {
        let presenter = chat(avatarID, chatID: chatID)
        await presenter.onAppear()
        return presenter
    }

    func modelPicker(for chatID: UUID) -> ModelPickerPresenter {
        ModelPickerPresenter(chatID: chatID, avatars: chatInteractor, interactor: setup, router: router)
    }

    /// Ctrl-O in `chat`: the model picker it opened, its models read, and the chat it picks for;
    /// records and throws when another sheet opened.
    func openModelPicker(from chat: ChatPresenter) async throws -> (picker: ModelPickerPresenter, chatID: UUID) {
        chat.pickModel()
        guard case .modelPicker(let chatID) = router.sheet else {
            Issue.record("Ctrl-O opened \(String(describing: router.sheet))")
            throw CancellationError()
        }
        let picker = modelPicker(for: chatID)
        await picker.onAppear()
        await picker.waitForModels()
        return (picker, chatID)
    }

    func avatarSettings(_ avatarID: String = "fx-cat-mochi") -> AvatarSettingsPresenter {
        AvatarSettingsPresenter(
            avatarID: avatarID, interactor: AvatarSettingsInteractor(avatars: harness.deps.avatars, store: settings),
            router: router, backends: catalog.backends())
    }

    var articleChats: ChatsInteractor {
        ChatsInteractor(store: harness.deps.chatStore, avatars: harness.deps.avatars, drafts: harness.deps.drafts)
    }

    func avatarPicker(about article: ArticleReference) -> AvatarPickerPresenter {
        AvatarPickerPresenter(article: article, interactor: articleChats, router: router)
    }

    func article(_ id: String) -> ArticlePresenter {
        ArticlePresenter(articleID: id, interactor: harness.articleInteractor, chats: articleChats, router: router,
                         clock: harness.deps.clock)
    }

    /// Types `text` into the chat, sends it and waits for the reply.
    func send(_ text: String, in presenter: ChatPresenter) async {
        presenter.editInput { $0.insert(text) }
        presenter.send()
        await presenter.waitForReply()
    }
}
