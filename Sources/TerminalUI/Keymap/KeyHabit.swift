/// A key newsboat's users press out of habit where aichats does that elsewhere (`u`, which is
/// `l` here): pressed on a screen that lists it in `ScreenView.habits`, it says, in a notice,
/// which key does it here. It is a hint, not a binding: help and the status bar, which list the
/// keys that act, leave it out, and the application looks it up only after the screen's keymap,
/// typing and the shared keys, so it never takes a key a screen binds or a letter a field types.
public struct KeyHabit: Sendable {
    /// The keys it answers.
    public let keys: [Key]
    /// What pressing one says ("u: the links are l here").
    public let notice: String

    public init(_ keys: [Key], _ notice: String) {
        self.keys = keys
        self.notice = notice
    }
}

extension Array where Element == KeyHabit {
    /// What `key` says, nil when no habit here answers it.
    public func notice(for key: Key) -> String? { first { $0.keys.contains(key) }?.notice }
}
