import Domain
import Foundation
import Observation

/// The create-avatar sheet's state and intents: a name, a character option (the first,
/// `assistant`, is none), what it is doing and where (both optional), and the user's own system
/// prompt (optional), with the description they make.
@MainActor @Observable
public final class CreateAvatarPresenter: FeaturePresenter<CreateAvatarInteractor>, ScreenPresenter, FocusedTextForm, QuitGuarding {
    /// The form's fields, in Tab order.
    public enum Field: CaseIterable, Sendable { case name, character, action, location, prompt }

    public private(set) var name = TextInput()
    public private(set) var character: CharacterOption
    /// What the avatar is doing ("sleeping").
    public private(set) var action = TextInput()
    /// Where the avatar is ("in the park").
    public private(set) var location = TextInput()
    /// The avatar's own system prompt, on several lines; empty for the one built from its traits.
    public private(set) var prompt = TextInput(allowsLineBreaks: true)
    public private(set) var focus: Field = .name
    /// What is wrong with the input, after a failed submit.
    public private(set) var error: String?

    private let initialCharacter: CharacterOption
    private var discardGuard = DiscardGuard(saving: "Enter makes the avatar")

    public init(character: CharacterOption, interactor: CreateAvatarInteractor, router: Router) {
        self.character = character
        initialCharacter = character
        super.init(interactor: interactor, router: router)
    }

    public var options: [CharacterOption] { CharacterOption.allCases }

    /// The description the fields make, as the avatar will show it (`AvatarDescription`): the
    /// prompt's first line once one is typed, else the traits given; a blank field counts as empty,
    /// and spaces around a field's words are left out, as when it is saved.
    public var preview: String {
        if let line = AvatarDescription.promptLine(prompt.text) { return line }
        let blank = { (text: String) in VisibleText.isEmpty(text) ? "" : BlankEdges.trimmed(text) }
        return AvatarDescription.traits(character: character, action: blank(action.text), location: blank(location.text))
    }

    /// True when the prompt is the user's own, and the description follows it.
    public var hasOwnPrompt: Bool { AvatarDescription.promptLine(prompt.text) != nil }

    /// True while a text field has focus.
    public var isEditingText: Bool { focus != .character }

    public func editFocused(_ edit: (inout TextInput) -> Void) {
        switch focus {
        case .name: edit(&name)
        case .action: edit(&action)
        case .location: edit(&location)
        case .prompt: edit(&prompt)
        case .character: return
        }
        error = nil
        discardGuard.disarm()
    }

    /// The longest text of a field, in graphemes; nil for the character option.
    public func limit(of field: Field) -> Int? {
        switch field {
        case .name: CreateAvatarInteractor.maxNameLength
        case .action, .location: CreateAvatarInteractor.maxPhraseLength
        case .prompt: AvatarSettingsInteractor.maxPromptLength
        case .character: nil
        }
    }

    /// Types or pastes into the focused field; what goes past its limit is left out, and a
    /// notice says so. On the Character field, which takes no text, a notice says how to use it
    /// (letters are not picked by their first one: "by the fire" would make a robot of it).
    public func insertIntoFocused(_ text: String) {
        guard let limit = limit(of: focus) else { return router.show(Self.characterHint) }
        if focus == .name { return editFocused { router.typeName(text, into: &$0, limit: limit) } }
        editFocused { router.type(text, into: &$0, limit: limit, field: focus == .prompt ? "The prompt" : "This field") }
    }

    /// What text typed on the Character field gets.
    public static let characterHint = Notice("Character: ← → to choose, Tab for the next field")

    /// Moves focus to the next (`step` 1) or previous (-1) field.
    public func moveFocus(by step: Int) { focus = focus.cycled(by: step) }

    /// Moves focus to `field`, as Tab would reach it (a click on it).
    public func focus(on field: Field) { focus = field }

    /// Picks the previous or next character option.
    public func moveCharacter(by delta: Int) {
        character = character.cycled(by: delta)
        discardGuard.disarm()
    }

    /// True when something was typed or another character picked: Esc then asks first.
    public var hasChanges: Bool {
        character != initialCharacter || [name, action, location, prompt].contains { !$0.text.isEmpty }
    }

    /// Saves the avatar and closes the sheet; on bad input keeps the sheet open, says why and
    /// moves to the field it names (`AvatarFormField`): the name (empty, or another avatar's),
    /// what it is doing or where it is (too long), or the prompt (a paste can make it too long).
    public func submit() async {
        do {
            let avatar = try await interactor.create(
                name: name.text, character: character, action: action.text, location: location.text, prompt: prompt.text)
            router.dismissSheet()
            let which = avatar.ownPrompt == nil ? "" : " with your prompt"
            router.show(Notice("Made \(avatar.name)\(which): find it under My avatars and in \(character.pluralTitle)"))
        } catch {
            self.error = error.userMessage
            switch AvatarFormField(refusal: error.userMessage) {
            case .action: focus = .action
            case .location: focus = .location
            case .prompt: focus = .prompt
            case .name, .temperature, .maxTokens, nil: focus = .name
            }
        }
    }

    /// Closes the sheet without saving (Esc); with something typed, the first Esc only warns.
    public func cancel() {
        if mayLeave(by: .close) { router.dismissSheet() }
    }

    /// Ctrl-C: with something typed, the first Ctrl-C only warns.
    public func allowsQuitting() -> Bool { mayLeave(by: .quit) }

    public var unsavedInput: UnsavedInput? {
        UnsavedInput(form: "New avatar", fields: [
            ("name", name.text), ("character", character == initialCharacter ? "" : character.noun),
            ("doing", action.text), ("where", location.text), ("system prompt", prompt.text),
        ])
    }

    private func mayLeave(by leaving: DiscardGuard.Leaving) -> Bool {
        let named = !VisibleText.isEmpty(name.text)
        return discardGuard.allowsLeaving(by: leaving, hasChanges: hasChanges, canSave: named, router: router)
    }
}
