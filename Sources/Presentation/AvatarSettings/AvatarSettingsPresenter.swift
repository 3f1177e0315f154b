import Domain
import Foundation
import Observation

/// The avatar settings sheet's state and intents: the avatar's system prompt (its own, or the one
/// built from its character, activity and place), temperature and max tokens.
///
/// Nothing typed is lost by accident: Esc (or Ctrl-C) with unsaved changes only warns, a second one discards;
/// a save that fails keeps the sheet open with the text and says why.
@MainActor @Observable
public final class AvatarSettingsPresenter: FeaturePresenter<AvatarSettingsInteractor>, ScreenPresenter, FocusedTextForm, QuitGuarding {
    /// The form's fields, in Tab order.
    public enum Field: CaseIterable, Sendable { case prompt, temperature, maxTokens }

    public private(set) var avatar: Avatar?
    /// Why loading failed, if it did.
    public private(set) var loadError: String?
    public private(set) var prompt = TextInput(allowsLineBreaks: true)
    public private(set) var temperature = TextInput()
    public private(set) var maxTokens = TextInput()
    public private(set) var focus: Field = .prompt
    /// What is wrong with the input, after a failed save.
    public private(set) var error: String?
    private var discardGuard = DiscardGuard(saving: "Ctrl-S saves them")

    let avatarID: String
    /// The texts as loaded, to tell whether anything changed.
    private var loaded: (prompt: String, temperature: String, maxTokens: String) = ("", "", "")
    /// The settings as loaded: a save writes only the fields that differ from them.
    private var loadedSettings = AvatarSettings()

    public init(avatarID: String, interactor: AvatarSettingsInteractor, router: Router) {
        self.avatarID = avatarID
        super.init(interactor: interactor, router: router)
    }

    /// Loads the avatar and its settings; the prompt field holds the prompt it answers with.
    public func onAppear() async {
        do {
            let avatar = try await interactor.avatar(id: avatarID)
            let settings = try await interactor.settings(for: avatar)
            loadedSettings = settings
            loaded = (settings.prompt(for: avatar), settings.temperature.map { "\($0)" } ?? "",
                      settings.maxTokens.map { "\($0)" } ?? "")
            prompt = TextInput(loaded.prompt, allowsLineBreaks: true)
            temperature = TextInput(loaded.temperature)
            maxTokens = TextInput(loaded.maxTokens)
            self.avatar = avatar
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

    /// True when a field differs from what was loaded.
    public var hasChanges: Bool {
        (prompt.text, temperature.text, maxTokens.text) != loaded
    }

    /// True while the focused field takes typed text (always: every field is text).
    public var isEditingText: Bool { avatar != nil }

    public func editFocused(_ edit: (inout TextInput) -> Void) {
        switch focus {
        case .prompt: edit(&prompt)
        case .temperature: edit(&temperature)
        case .maxTokens: edit(&maxTokens)
        }
        error = nil
        discardGuard.disarm()
    }

    /// Types or pastes into the focused field; the prompt keeps line breaks, a number field
    /// takes at most 10 characters.
    public func insertIntoFocused(_ text: String) {
        switch focus {
        case .prompt:
            editFocused { router.type(text, into: &$0, limit: AvatarSettingsInteractor.maxPromptLength, field: "The prompt") }
        case .temperature, .maxTokens:
            editFocused { router.type(text, into: &$0, limit: 10, field: "This field") }
        }
    }

    /// Moves focus to the next (`step` 1) or previous (-1) field.
    public func moveFocus(by step: Int) { focus = focus.cycled(by: step) }

    /// Saves the fields the user changed and closes the sheet (Ctrl-S); the notice tells the
    /// settings as stored. On bad input keeps everything and says why.
    public func save() async {
        guard let avatar else { return }
        do {
            let saved = try await interactor.save(
                prompt: prompt.text, temperature: temperature.text, maxTokens: maxTokens.text, over: loadedSettings,
                for: avatar)
            router.dismissSheet()
            let which = saved.systemPrompt == nil ? "the prompt built from its traits" : "its own prompt"
            router.show(Notice("Saved: \(avatar.name) answers with \(which)"))
        } catch {
            self.error = error.userMessage
            if error.userMessage.hasPrefix("Temperature") { focus = .temperature }
            if error.userMessage.hasPrefix("Max tokens") { focus = .maxTokens }
        }
    }

    /// Esc: closes the sheet; with unsaved changes, the first Esc only warns.
    public func cancel() {
        if discardGuard.allowsLeaving(by: .close, hasChanges: hasChanges, router: router) { router.dismissSheet() }
    }

    /// Ctrl-C: with unsaved changes, the first Ctrl-C only warns.
    public func allowsQuitting() -> Bool {
        discardGuard.allowsLeaving(by: .quit, hasChanges: hasChanges, router: router)
    }

    /// The fields that differ from what was loaded, with their new text.
    public var unsavedInput: UnsavedInput? {
        let fields = [("prompt", prompt.text, loaded.prompt), ("temperature", temperature.text, loaded.temperature),
                      ("max tokens", maxTokens.text, loaded.maxTokens)]
        return UnsavedInput(form: "Avatar settings", fields: fields.map { ($0.0, $0.1 == $0.2 ? "" : $0.1.isEmpty ? "(emptied)" : $0.1) })
    }
}
