extension ProfilePresenter {
    /// `/`: Profile has nothing to filter. It says where `/` filters, and holds the keys typed
    /// after it until Esc or Enter (`HeldQuery`): "/report" would otherwise start a rename with `r`.
    public func explainFilter() { heldQuery.begin(showingOn: router) }

    /// Text or a key typed after `/`: held, never a command (the text is shown).
    public func holdQueryText(_ text: String) { heldQuery.hold(text, showingOn: router) }

    /// Esc or Enter after `/`: the keys act again.
    public func endHeldQuery() { heldQuery.end() }
}
