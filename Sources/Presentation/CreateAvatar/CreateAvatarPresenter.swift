import Domain
import Foundation
import Observation

/// The create-avatar sheet's state and intents: a name, a character option, an action and a
/// location, with the description they make.
@MainActor @Observable
public final class CreateAvatarPresenter: FeaturePresenter<CreateAvatarInteractor>, ScreenPresenter, FocusedTextForm, QuitGuarding {
    /// The form's fields, in Tab order.
    public enum Field: CaseIterable, Sendable { case name, character, action, location }

    public private(set) var name = TextInput()
    public private(set) var character: CharacterOption
    /// What the avatar is doing ("sleeping").
    public private(set) var action = TextInput()
    /// Where the avatar is ("in the park").
    public private(set) var location = TextInput()
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

    /// The description the fields make, as the avatar will show it: a blank field (which counts
    /// as empty) shows "…", and spaces around a field's words are left out, as when it is saved.
    public var preview: String {
        let action = BlankEdges.trimmed(self.action.text), location = BlankEdges.trimmed(self.location.text)
        return "\(character.indefiniteArticle) \(character.noun) that is \(action.isEmpty ? "…" : action) "
            + (location.isEmpty ? "…" : AvatarPlace.phrase(location))
    }

    /// True while a text field has focus.
    public var isEditingText: Bool { focus != .character }

    public func editFocused(_ edit: (inout TextInput) -> Void) {
        switch focus {
        case .name: edit(&name)
        case .action: edit(&action)
        case .location: edit(&location)
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
        case .character: nil
        }
    }

    /// Types or pastes into the focused field; what goes past its limit is left out, and a
    /// notice says so. On the Character field, which takes no text, a notice says how to use it
    /// (letters are not picked by their first one: "by the fire" would make a robot of it).
    public func insertIntoFocused(_ text: String) {
        guard let limit = limit(of: focus) else { return router.show(Self.characterHint) }
        if focus == .name { return editFocused { router.typeName(text, into: &$0, limit: limit) } }
        editFocused { router.type(text, into: &$0, limit: limit, field: "This field") }
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
        character != initialCharacter || [name, action, location].contains { !$0.text.isEmpty }
    }

    /// Saves the avatar and closes the sheet; on bad input keeps the sheet open, says why and
    /// moves to the first empty field, else to the name.
    public func submit() async {
        do {
            let avatar = try await interactor.create(
                name: name.text, character: character, action: action.text, location: location.text)
            router.dismissSheet()
            router.show(Notice("Made \(avatar.name): find it under My avatars and in \(character.pluralTitle)"))
        } catch {
            self.error = error.userMessage
            let blank = [(Field.name, name), (.action, action), (.location, location)]
                .first { $0.1.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
            // With every field filled, the name is what is wrong: taken by another avatar (the
            // fields stop typing before their length limits).
            focus = blank?.0 ?? .name
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
            ("doing", action.text), ("where", location.text),
        ])
    }

    private func mayLeave(by leaving: DiscardGuard.Leaving) -> Bool {
        let complete = [name, action, location].allSatisfy { !$0.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        return discardGuard.allowsLeaving(by: leaving, hasChanges: hasChanges, canSave: complete, router: router)
    }
}
