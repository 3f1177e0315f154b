extension ExplorePresenter {
    /// `/`: Explore's sections have no filter of their own. It says where `/` filters instead,
    /// and holds the keys typed after it until Esc or Enter (`HeldQuery`), so that a query typed
    /// out of habit does not run as commands.
    public func explainFilter() { heldQuery.begin(showingOn: router) }

    /// Text or a key typed after `/`: held, never a command (the text is shown).
    public func holdQueryText(_ text: String) { heldQuery.hold(text, showingOn: router) }

    /// Esc or Enter after `/`: the keys act again.
    public func endHeldQuery() { heldQuery.end() }
}
