/// One entry of a keymap: the keys, their help text, and what they do.
///
/// The same table dispatches keys and generates the help overlay, so the two cannot drift apart.
public struct KeyBinding: Sendable {
    /// The keys that trigger it; the first one is shown in hints.
    public let keys: [Key]
    /// What it does, for the help overlay ("Open the selected item").
    public let help: String
    /// A short status-bar hint ("open"), or nil to leave it out of the status bar.
    public let hint: String?
    /// How the keys are shown next to the hint; the first key's label unless given ("↑↓").
    public let hintKey: String
    /// The action, given the key that triggered it.
    public let perform: @MainActor @Sendable (Key) async -> Void

    /// Creates a binding whose action does the same for each of its keys.
    public init(
        _ keys: [Key], _ help: String, hint: String? = nil, hintKey: String? = nil,
        action: @escaping @MainActor @Sendable () async -> Void
    ) {
        self.init(keys, help, hint: hint, hintKey: hintKey) { _ in await action() }
    }

    /// Creates a binding whose action depends on which of its keys was pressed, such as the
    /// digits that each pick a section.
    public init(
        _ keys: [Key], _ help: String, hint: String? = nil, hintKey: String? = nil,
        perform: @escaping @MainActor @Sendable (Key) async -> Void
    ) {
        self.keys = keys
        self.help = help
        self.hint = hint
        self.hintKey = hintKey ?? keys.first?.label ?? ""
        self.perform = perform
    }

    /// The keys as shown in help: "j/↓".
    public var keyLabel: String { keys.map(\.label).joined(separator: "/") }

    /// True when `key` triggers this binding.
    public func matches(_ key: Key) -> Bool { keys.contains(key) }
}

extension Array where Element == KeyBinding {
    /// The first binding that `key` triggers.
    public func binding(for key: Key) -> KeyBinding? { first { $0.matches(key) } }
}
