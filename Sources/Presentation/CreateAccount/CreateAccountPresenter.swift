import Domain
import Foundation
import Observation

/// The create-account sheet's state and intents.
@MainActor @Observable
public final class CreateAccountPresenter: FeaturePresenter<ProfileInteractor>, ScreenPresenter, QuitGuarding {
    /// The form's two fields, in Tab order.
    public enum Field: Sendable { case name, color }

    public private(set) var name = TextInput()
    public private(set) var color = CreateAccountPresenter.firstColor
    /// The colour the form starts on.
    static let firstColor = ProfileColor.cyan
    public private(set) var focus: Field = .name
    /// What is wrong with the input, after a failed submit.
    public private(set) var error: String?

    private let pending: PendingAction?
    private var discardGuard = DiscardGuard(saving: "Enter creates the account")

    /// Creates the presenter; `pending` runs once the account exists.
    public init(interactor: ProfileInteractor, router: Router, pending: PendingAction?) {
        self.pending = pending
        super.init(interactor: interactor, router: router)
    }

    public var palette: [ProfileColor] { ProfileColor.allCases }

    public func editName(_ edit: (inout TextInput) -> Void) {
        edit(&name)
        error = nil
        discardGuard.disarm()
    }

    /// The longest display name, in graphemes.
    public var nameLimit: Int { ProfileInteractor.maxNameLength }

    /// Types or pastes into the name; what goes past `nameLimit` is left out, and a notice says so.
    public func insertIntoName(_ text: String) {
        editName { router.typeName(text, into: &$0, limit: nameLimit) }
    }

    /// Moves focus to the other field (Tab).
    public func toggleFocus() { focus = focus == .name ? .color : .name }

    /// Moves focus to `field`, as Tab would reach it (a click on it).
    public func focus(on field: Field) { focus = field }

    /// Picks the previous or next colour.
    public func moveColor(by delta: Int) {
        color = color.cycled(by: delta)
        discardGuard.disarm()
    }

    /// Saves the account, closes the sheet, and goes on to Explore or the pending article.
    public func submit() async {
        do {
            _ = try await interactor.createAccount(name: name.text, color: color)
        } catch {
            self.error = error.userMessage
            // Only the name can be wrong: typing goes there, not to the colour row.
            focus = .name
            return
        }
        router.dismissSheet()
        if router.top == .welcome { router.setRoot(.explore) }
        router.show(Notice("Welcome, \(name.text.trimmingCharacters(in: .whitespaces))!"))
        switch pending {
        case .openArticle(let id, let list): router.push(.article(id: id, list: list))
        case .openFeedItem(let id): router.push(.feedArticle(id: id))
        case nil: break
        }
    }

    /// Closes the sheet without saving (Esc); with a name typed, the first Esc only warns.
    public func cancel() {
        if mayLeave(by: .close) { router.dismissSheet() }
    }

    /// Ctrl-C: with a name typed or a colour picked, the first Ctrl-C only warns.
    public func allowsQuitting() -> Bool { mayLeave(by: .quit) }

    public var unsavedInput: UnsavedInput? {
        UnsavedInput(form: "Create account", fields: [("name", name.text), ("colour", color == Self.firstColor ? "" : color.rawValue)])
    }

    private func mayLeave(by leaving: DiscardGuard.Leaving) -> Bool {
        let named = !name.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        return discardGuard.allowsLeaving(by: leaving, hasChanges: unsavedInput != nil, canSave: named, router: router)
    }
}
