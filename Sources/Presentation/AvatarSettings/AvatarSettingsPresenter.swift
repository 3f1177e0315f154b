import Domain
import Foundation
import Observation

/// The avatar settings sheet's state and intents: the avatar's system prompt (its own, or the one
/// built from its character, activity and place), temperature and max tokens; for an avatar the
/// user made, also its name, what it is doing and where, above them.
///
/// Nothing typed is lost by accident: Esc (or Ctrl-C) with unsaved changes only warns, a second one discards;
/// a save that fails keeps the sheet open with the text and says why.
@MainActor @Observable
public final class AvatarSettingsPresenter: FeaturePresenter<AvatarSettingsInteractor>, ScreenPresenter, FocusedTextForm, QuitGuarding {
    /// The form's fields, in Tab order.
    public enum Field: CaseIterable, Sendable { case name, action, location, prompt, temperature, maxTokens, model }

    public private(set) var avatar: Avatar?
    /// Why loading failed, if it did.
    public private(set) var loadError: String?
    public private(set) var name = TextInput()
    public private(set) var action = TextInput()
    public private(set) var location = TextInput()
    public private(set) var prompt = TextInput(allowsLineBreaks: true)
    public private(set) var temperature = TextInput()
    public private(set) var maxTokens = TextInput()
    public private(set) var focus: Field = .prompt
    /// The model the avatar's chats answer with when they pick none, as stored; nil for the default.
    public internal(set) var model: ModelChoice?
    /// What is wrong with the input, after a failed save.
    public internal(set) var error: String?
    private var discardGuard = DiscardGuard(saving: "Ctrl-S saves them")

    let avatarID: String
    /// Renames an avatar the user made; nil where the sheet does not offer it.
    private let myAvatars: MyAvatarsInteractor?
    /// The texts as loaded, to tell whether anything changed.
    private var loaded: (prompt: String, temperature: String, maxTokens: String) = ("", "", "")
    private var loadedTraits: (name: String, action: String, location: String) = ("", "", "")
    /// The settings as loaded: a save writes only the fields that differ from them.
    private var loadedSettings = AvatarSettings()
    /// The avatar as loaded, whose traits built the prompt the field was loaded with: that prompt,
    /// unchanged, stays the built one, and follows new traits.
    private var loadedAvatar: Avatar?

    /// The configured backends: a save warns when the prompt alone is longer than one's
    /// `context_chars`, where every reply would then fail.
    let backends: [ChatBackend]

    public init(
        avatarID: String, interactor: AvatarSettingsInteractor, router: Router, myAvatars: MyAvatarsInteractor? = nil,
        backends: [ChatBackend] = []
    ) {
        self.avatarID = avatarID
        self.myAvatars = myAvatars
        self.backends = backends
        super.init(interactor: interactor, router: router)
    }

    /// Loads the avatar and its settings; the prompt field holds the prompt it answers with.
    public func onAppear() async {
        do {
            let avatar = try await interactor.avatar(id: avatarID)
            let settings = try await interactor.settings(for: avatar)
            loadedSettings = settings
            model = settings.model
            loaded = (settings.prompt(for: avatar), settings.temperature.map { "\($0)" } ?? "",
                      settings.maxTokens.map { "\($0)" } ?? "")
            prompt = TextInput(loaded.prompt, allowsLineBreaks: true)
            temperature = TextInput(loaded.temperature)
            maxTokens = TextInput(loaded.maxTokens)
            loadedTraits = (avatar.name, avatar.action, avatar.location)
            loadedAvatar = avatar
            (name, action, location) = (TextInput(avatar.name), TextInput(avatar.action), TextInput(avatar.location))
            self.avatar = avatar
            if editsTraits { focus = .name }
        } catch {
            loadError = error.userMessage
        }
    }

    /// True when the prompt field holds the prompt built from the avatar's traits (or nothing,
    /// which means the same).
    public var isBuiltPrompt: Bool {
        guard let avatar else { return true }
        let text = prompt.text.trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty || text == SystemPrompt.text(for: avatar)
    }

    /// True for an avatar the user made: its name, doing and where are fields of the form.
    public var editsTraits: Bool { avatar?.isUserMade == true && myAvatars != nil }

    /// The fields of the form, in Tab order.
    public var fields: [Field] { editsTraits ? Field.allCases : [.prompt, .temperature, .maxTokens, .model] }

    /// True when a field differs from what was loaded.
    public var hasChanges: Bool {
        (prompt.text, temperature.text, maxTokens.text) != loaded || traitsChanged
    }

    private var traitsChanged: Bool { (name.text, action.text, location.text) != loadedTraits }

    /// True while the focused field takes typed text (every field but the model, which is picked).
    public var isEditingText: Bool { avatar != nil && focus != .model }

    public func editFocused(_ edit: (inout TextInput) -> Void) {
        switch focus {
        case .name: edit(&name)
        case .action: edit(&action)
        case .location: edit(&location)
        case .prompt: edit(&prompt)
        case .temperature: edit(&temperature)
        case .maxTokens: edit(&maxTokens)
        case .model: return
        }
        error = nil
        discardGuard.disarm()
    }

    /// Types or pastes into the focused field; the prompt keeps line breaks, a number field
    /// takes at most 10 characters.
    public func insertIntoFocused(_ text: String) {
        switch focus {
        case .name: editFocused { router.typeName(text, into: &$0, limit: CreateAvatarInteractor.maxNameLength) }
        case .action, .location:
            editFocused { router.type(text, into: &$0, limit: CreateAvatarInteractor.maxPhraseLength, field: "This field") }
        case .prompt:
            editFocused { router.type(text, into: &$0, limit: AvatarSettingsInteractor.maxPromptLength, field: "The prompt") }
        case .temperature, .maxTokens:
            editFocused { router.type(text, into: &$0, limit: 10, field: "This field") }
        case .model: return
        }
    }

    /// Moves focus to the next (`step` 1) or previous (-1) field.
    public func moveFocus(by step: Int) {
        let fields = self.fields
        guard let index = fields.firstIndex(of: focus) else { return }
        focus = fields[(index + step + fields.count) % fields.count]
    }

    /// Moves focus to `field`, as Tab would reach it (a click on it); a field the sheet does not
    /// show (a catalog avatar's name) keeps the focus where it is.
    public func focus(on field: Field) {
        if fields.contains(field) { focus = field }
    }

    /// Saves the fields the user changed and closes the sheet (Ctrl-S); the notice tells the
    /// settings as stored. On bad input keeps everything and says why.
    public func save() async {
        guard let avatar, let loadedAvatar else { return }
        if await interactor.isGone(loadedAvatar) { return closeAsDeleted() }
        do {
            // The settings are checked before the new traits are stored: a bad number saves nothing.
            _ = try AvatarSettingsInteractor.settings(
                prompt: prompt.text, temperature: temperature.text, maxTokens: maxTokens.text, for: loadedAvatar)
            if let myAvatars, editsTraits, traitsChanged {
                self.avatar = try await myAvatars.edit(avatar, name: name.text, action: action.text, location: location.text)
                loadedTraits = (name.text, action.text, location.text)
            }
            let saved = try await interactor.save(
                prompt: prompt.text, temperature: temperature.text, maxTokens: maxTokens.text, over: loadedSettings,
                for: loadedAvatar)
            router.dismissSheet()
            let which = saved.systemPrompt == nil ? "the prompt built from its traits" : "its own prompt"
            let answering = self.avatar ?? avatar
            router.show(promptTooLongNotice(saved.prompt(for: answering).count)
                ?? Notice("Saved: \(answering.name) answers with \(which)"))
        } catch let gone as DomainError where gone.isGone {
            closeAsDeleted()
        } catch {
            self.error = error.userMessage
            switch AvatarFormField(refusal: error.userMessage) {
            case .name: focus = .name
            case .action: focus = .action
            case .location: focus = .location
            case .prompt: focus = .prompt
            case .temperature: focus = .temperature
            case .maxTokens: focus = .maxTokens
            case nil: break
            }
        }
    }

    /// Esc: closes the sheet; with unsaved changes, the first Esc only warns, unless the avatar
    /// was deleted meanwhile: nothing can save them then.
    public func cancel() async {
        if hasChanges, let loadedAvatar, await interactor.isGone(loadedAvatar) { return closeAsDeleted() }
        if discardGuard.allowsLeaving(by: .close, hasChanges: hasChanges, router: router) { router.dismissSheet() }
    }

    /// The avatar was deleted (in another aichats, say) while the sheet showed it: its settings
    /// have nowhere to go, so the sheet closes and says so rather than offering Ctrl-S.
    private func closeAsDeleted() {
        router.dismissSheet()
        let name = loadedAvatar?.name ?? "This avatar"
        router.show(Notice("\(name) was deleted (in another aichats, say): these settings cannot be saved", isError: true))
    }

    /// Ctrl-C: with unsaved changes, the first Ctrl-C only warns.
    public func allowsQuitting() -> Bool {
        discardGuard.allowsLeaving(by: .quit, hasChanges: hasChanges, router: router)
    }

    /// The fields that differ from what was loaded, with their new text.
    public var unsavedInput: UnsavedInput? {
        let fields = [("name", name.text, loadedTraits.name), ("doing", action.text, loadedTraits.action),
                      ("where", location.text, loadedTraits.location),
                      ("prompt", prompt.text, loaded.prompt), ("temperature", temperature.text, loaded.temperature),
                      ("max tokens", maxTokens.text, loaded.maxTokens)]
        return UnsavedInput(form: "Avatar settings", fields: fields.map { ($0.0, $0.1 == $0.2 ? "" : $0.1.isEmpty ? "(emptied)" : $0.1) })
    }
}
