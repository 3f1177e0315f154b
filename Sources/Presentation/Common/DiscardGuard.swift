/// Esc on a form holding unsaved text, or Ctrl-C, which would quit with it: the first press only
/// warns, naming the key that saves when the form could be saved as it is, and the next press of
/// the same key discards (closes the form, or quits). An edit in between takes the warning back,
/// so the key after it warns again.
struct DiscardGuard {
    /// What the key does once the user was warned: Esc closes the form, Ctrl-C quits.
    enum Leaving { case close, quit }

    /// How the form saves, for the warning: "Ctrl-S saves them".
    let saving: String
    private(set) var armedFor: Leaving?

    /// True when the form may go now: nothing changed, or the warning was given at the last press
    /// of the same key. Otherwise shows the warning and returns false. `canSave` is false while a
    /// required field is blank: the warning then does not offer to save.
    @MainActor
    mutating func allowsLeaving(by leaving: Leaving, hasChanges: Bool, canSave: Bool = true, router: Router) -> Bool {
        guard hasChanges, armedFor != leaving else { return true }
        armedFor = leaving
        let again = leaving == .close ? "Esc again discards them" : "Ctrl-C again quits without them"
        router.show(Notice("Unsaved changes: " + (canSave ? "\(saving), " : "") + again))
        return false
    }

    mutating func disarm() { armedFor = nil }
}
