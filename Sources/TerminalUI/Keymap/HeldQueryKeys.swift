import Presentation

/// The keys of a screen holding what is typed after `/` where nothing filters (`HeldQuery`).
/// The view takes text meanwhile (`acceptsText`), so typed characters, `q` and `?` too, are held
/// by its `insertText`, and help is F1 as wherever letters type; Esc or Enter ends it, and the
/// list keys are held too, so that none of them moves or opens anything.
@MainActor
public enum HeldQueryKeys {
    static let held: [Key] = [
        .up, .down, .left, .right, .tab, .backTab, .backspace, .delete, .home, .end, .pageUp, .pageDown,
        .ctrl("u"), .ctrl("d"), .altEnter, .altBackspace,
    ]

    public static func bindings(end: @escaping @MainActor @Sendable () -> Void,
                                hold: @escaping @MainActor @Sendable (String) -> Void) -> [KeyBinding] {
        [
            KeyBinding([.escape, .enter], "End what was typed after /: nothing filters here", hint: "done") { end() },
            KeyBinding(held, "Not taken as a command after /", isListed: false) { hold("") },
        ]
    }

    /// The status bar's typing hint meanwhile.
    public static let typingHint = "typed after /: not taken"
}
