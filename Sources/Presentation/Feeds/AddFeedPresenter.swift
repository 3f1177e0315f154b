import Domain
import Foundation
import Observation

/// The Add feed sheet (`n` on Feeds): the feed's URL and, if the user likes, a title shown
/// instead of the feed's own (`"~Title"`, as `aichats feeds add --title` writes it).
@MainActor @Observable
public final class AddFeedPresenter: FeaturePresenter<FeedReadingInteractor>, ScreenPresenter, FocusedTextForm, QuitGuarding {
    /// The form's fields, in Tab order.
    public enum Field: CaseIterable, Sendable { case url, title }

    public private(set) var url = TextInput()
    public private(set) var title = TextInput()
    public private(set) var focus: Field = .url
    /// Why the feed list refused the feed, in the words of `aichats feeds add`; what was typed stays.
    public private(set) var error: String?

    private let trail: AddedFeedTrail?
    private var discardGuard = DiscardGuard(saving: "Enter adds the feed")

    /// `trail` tells the Feeds screen under the sheet which feed to select and fetch.
    public init(interactor: FeedReadingInteractor, router: Router, trail: AddedFeedTrail? = nil) {
        self.trail = trail
        super.init(interactor: interactor, router: router)
    }

    /// Both fields take text.
    public var isEditingText: Bool { true }

    public func editFocused(_ edit: (inout TextInput) -> Void) {
        switch focus {
        case .url: edit(&url)
        case .title: edit(&title)
        }
        error = nil
        discardGuard.disarm()
    }

    /// Types or pastes into the focused field (a URL pasted with its line break ends in a space,
    /// which the feed list trims).
    public func insertIntoFocused(_ text: String) { editFocused { $0.insert(text) } }

    /// Moves focus to the other field (Tab, Shift-Tab, ↑ ↓).
    public func moveFocus(by step: Int) { focus = focus.cycled(by: step) }

    /// Moves focus to `field`, as Tab would reach it (a click on it).
    public func focus(on field: Field) { focus = field }

    /// Adds the feed at the end of the list and closes the sheet; the Feeds screen then selects
    /// and fetches it. A refusal stays in the form, with the text as typed, the URL focused.
    public func submit() async {
        let feed: FeedSubscription
        do {
            feed = try await interactor.addFeed(url: url.text, title: title.text)
        } catch {
            self.error = error.message
            focus = .url
            return
        }
        trail?.record(feed.address.text)
        router.dismissSheet()
        router.show(Notice("Added \(feed.address.shown)"))
    }

    /// Closes the sheet without adding (Esc); with something typed, the first Esc only warns.
    public func cancel() {
        if mayLeave(by: .close) { router.dismissSheet() }
    }

    /// Ctrl-C: with something typed, the first Ctrl-C only warns.
    public func allowsQuitting() -> Bool { mayLeave(by: .quit) }

    public var unsavedInput: UnsavedInput? {
        UnsavedInput(form: "Add feed", fields: [("URL", url.text), ("title", title.text)])
    }

    private func mayLeave(by leaving: DiscardGuard.Leaving) -> Bool {
        discardGuard.allowsLeaving(by: leaving, hasChanges: unsavedInput != nil, canSave: !BlankEdges.trimmed(url.text).isEmpty,
                                   router: router)
    }
}
