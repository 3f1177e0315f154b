import Domain
import Foundation

extension ChatPresenter {
    /// The request for a reply to `history`: the avatar's prompt and overrides, the chat's backend
    /// and model, and the article it is about.
    func replyRequest(as avatar: Avatar, history: [ChatMessage]) -> ReplyRequest {
        replySetup.request(as: avatar, history: history)
    }

    /// What answers, for the header: "local / qwen2.5:7b" or "offline persona".
    public var answeredBy: String { replySetup.answeredBy }

    /// The title of the article the chat is about; nil for the avatar's main chat.
    public var articleTitle: String? { chat?.article?.title }

    /// True once the chat is open and backends can be listed.
    public var canPickModel: Bool { chat != nil && setupInteractor != nil }

    /// Opens the model picker for this chat (Ctrl-O). Not while a reply streams: the header
    /// would name the new model while the old one still writes.
    public func pickModel() {
        guard let chat, setupInteractor != nil else { return }
        guard !isReplying else { return router.show(Self.busyNotice) }
        router.present(.modelPicker(chatID: chat.id))
    }

    /// Opens the avatar's settings: its system prompt, temperature and max tokens (Alt-p).
    public func editAvatarSettings() {
        guard let avatar else { return }
        router.present(.avatarSettings(avatarID: avatar.id))
    }

    /// A sheet over the chat may have changed the model or the avatar's settings, and for an
    /// avatar the user made its name and traits: the header, the export and the next request
    /// (its prompt built from them) take them at once.
    public func onReappear() async {
        guard let setupInteractor, let shown = avatar, let chat else { return }
        do {
            let fresh = try await setupInteractor.chat(id: chat.id)
            let avatar = (try? await interactor.avatar(id: shown.id)) ?? shown
            self.chat = fresh
            self.avatar = avatar
            await loadSetup(of: fresh, with: avatar)
            // Another backend may send more of the history.
            await loadSentHistory()
        } catch {
            router.show(Notice("Could not reload the chat's model: \(error.userMessage)", isError: true))
        }
    }

    /// Loads what the replies are asked with; a backend the chat picked that the config file no
    /// longer has is named, with the one that answers instead, and so is a model kept without its
    /// backend: nothing changes behind the user's back.
    func loadSetup(of chat: Chat, with avatar: Avatar) async {
        guard let setupInteractor else { return }
        do {
            replySetup = try await setupInteractor.setup(of: chat, with: avatar)
            if let missing = replySetup.missingBackend {
                router.show(Notice("The backend \(missing) of this chat is no longer configured: \(answeredBy) answers; "
                    + "Ctrl-O picks another", isError: true))
            } else if let missing = replySetup.missingAvatarBackend {
                router.show(Notice("\(avatar.name)'s model on the backend \(missing) is no longer configured: \(answeredBy) "
                    + "answers; Alt-p picks another", isError: true))
            } else if let model = replySetup.modelWithoutBackend {
                router.show(Notice("This chat's model \(model) was kept without its backend, which the config may have "
                    + "changed since: \(answeredBy) answers; Ctrl-O picks again", isError: true))
            }
        } catch {
            router.show(Notice("Could not load \(avatar.name)'s settings: \(error.userMessage)", isError: true))
        }
    }
}
