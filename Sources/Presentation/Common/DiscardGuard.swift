/// Esc on a form holding unsaved text, or Ctrl-C, which would quit with it: the first press only
/// warns, naming the key that saves when the form could be saved as it is, and the next press of
/// the same key discards (closes the form, or quits). An edit in between takes the warning back,
/// so the key after it warns again.
struct DiscardGuard {
    /// What the key does once the user was warned: Esc closes the form, Ctrl-C quits.
    enum Leaving { case close, quit }

    /// What is unsaved, so that every part of the warning refers to it the same way ("it" for a
    /// name, "them" for changes).
    struct Unsaved {
        let noun: String
        let pronoun: String
        static let changes = Unsaved(noun: "changes", pronoun: "them")
        static let name = Unsaved(noun: "name", pronoun: "it")
    }

    let unsaved: Unsaved
    /// How the form saves, for the warning: "Ctrl-S saves them".
    let saving: String
    private(set) var armedFor: Leaving?

    init(unsaved: Unsaved = .changes, saving: String) {
        self.unsaved = unsaved
        self.saving = saving
    }

    /// True when the form may go now: nothing changed, or the warning was given at the last press
    /// of the same key. Otherwise shows the warning and returns false. `canSave` is false while a
    /// required field is blank: the warning then does not offer to save.
    @MainActor
    mutating func allowsLeaving(by leaving: Leaving, hasChanges: Bool, canSave: Bool = true, router: Router) -> Bool {
        guard hasChanges, armedFor != leaving else { return true }
        armedFor = leaving
        router.show(Notice(warning(leaving: leaving, canSave: canSave)))
        return false
    }

    /// "Unsaved name: Enter saves it, Esc again discards it".
    func warning(leaving: Leaving, canSave: Bool) -> String {
        let again = leaving == .close
            ? "Esc again discards \(unsaved.pronoun)"
            : "Ctrl-C again quits without \(unsaved.pronoun)"
        return "Unsaved \(unsaved.noun): " + (canSave ? "\(saving), " : "") + again
    }

    mutating func disarm() { armedFor = nil }
}
