/// Esc on a form holding unsaved text: the first Esc only warns, naming the key that saves when
/// the form could be saved as it is, and the next one discards. An edit in between takes the
/// warning back, so the Esc after it warns again.
struct DiscardGuard {
    /// How the form saves, for the warning: "Ctrl-S saves them".
    let saving: String
    private(set) var isArmed = false

    /// True when the form may close now: nothing changed, or the warning was given on the last
    /// Esc. Otherwise shows the warning and returns false. `canSave` is false while a required
    /// field is blank: the warning then does not offer to save.
    @MainActor
    mutating func allowsClosing(hasChanges: Bool, canSave: Bool = true, router: Router) -> Bool {
        guard hasChanges, !isArmed else { return true }
        isArmed = true
        router.show(Notice("Unsaved changes: " + (canSave ? "\(saving), " : "") + "Esc again discards them"))
        return false
    }

    mutating func disarm() { isArmed = false }
}
