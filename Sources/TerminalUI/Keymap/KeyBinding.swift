/// One entry of a keymap: the keys, their help text, and what they do.
///
/// The same table dispatches keys and generates the help overlay, so the two cannot drift apart.
public struct KeyBinding: Sendable {
    /// The keys that trigger it; the first one is shown in hints.
    public private(set) var keys: [Key]
    /// What it does, for the help overlay ("Open the selected item").
    public private(set) var help: String
    /// A short status-bar hint ("open"), or nil to leave it out of the status bar.
    public let hint: String?
    /// How long the hint stays when the status bar is narrow.
    public let hintPriority: HintPriority
    /// The action, given the key that triggered it.
    public let perform: @MainActor @Sendable (Key) async -> Void
    /// False for keys that only say why they do nothing in this mode (Enter while a reply
    /// streams): they still answer, but help and the status bar leave them out, as they list
    /// only the keys that act. False too for the mouse wheel, which the README describes once.
    public let isListed: Bool
    /// True when it takes every key, not only `keys` (`init(everyOtherKey:…)`).
    private var takesEveryKey = false
    /// True when it edits the focused text field (`editingText()`): such keys act even while the
    /// terminal is too small, as typed letters do, so that the text comes out as typed.
    public private(set) var editsText = false
    private let customHintKey: String?

    /// Creates a binding whose action does the same for each of its keys.
    public init(
        _ keys: [Key], _ help: String, hint: String? = nil, hintKey: String? = nil,
        hintPriority: HintPriority = .normal, isListed: Bool = true,
        action: @escaping @MainActor @Sendable () async -> Void
    ) {
        self.init(keys, help, hint: hint, hintKey: hintKey, hintPriority: hintPriority, isListed: isListed) { _ in
            await action()
        }
    }

    /// Creates a binding whose action depends on which of its keys was pressed, such as the
    /// digits that each pick a section.
    public init(
        _ keys: [Key], _ help: String, hint: String? = nil, hintKey: String? = nil,
        hintPriority: HintPriority = .normal, isListed: Bool = true,
        perform: @escaping @MainActor @Sendable (Key) async -> Void
    ) {
        self.isListed = isListed
        self.keys = keys
        self.help = help
        self.hint = hint
        self.customHintKey = hintKey
        self.hintPriority = hintPriority
        self.perform = perform
    }

    /// Creates a binding that takes every key no binding before it takes: "any other key
    /// cancels" in a confirmation. `label` names those keys in hints ("any other key").
    public init(everyOtherKey help: String, label: String, hint: String? = nil,
                perform: @escaping @MainActor @Sendable (Key) async -> Void) {
        self.init([], help, hint: hint, hintKey: label, perform: perform)
        takesEveryKey = true
    }

    /// The same binding, marked as one that edits the focused text field.
    public func editingText() -> KeyBinding {
        var copy = self
        copy.editsText = true
        return copy
    }

    /// How the keys are shown next to the hint: the first key's label unless given ("↑↓").
    public var hintKey: String { customHintKey ?? keys.first?.label ?? "" }

    /// The keys as shown in help: "j/↓".
    public var keyLabel: String { takesEveryKey ? hintKey : keys.map(\.label).joined(separator: "/") }

    /// True when `key` triggers this binding. The wheel is not typed, so it is never "any other
    /// key" that answers a question.
    public func matches(_ key: Key) -> Bool { (takesEveryKey && key.arrowForWheel == nil) || keys.contains(key) }

    /// The same binding described by `help` instead.
    public func described(as help: String) -> KeyBinding {
        var copy = self
        copy.help = help
        return copy
    }

    /// The same binding with only the keys that `keep` accepts, or nil when none is left.
    /// One that takes every key stays as it is: the keys taken first never reach it anyway.
    public func keeping(_ keep: (Key) -> Bool) -> KeyBinding? {
        guard !takesEveryKey else { return self }
        let kept = keys.filter(keep)
        guard !kept.isEmpty else { return nil }
        var copy = self
        copy.keys = kept
        return copy
    }
}

/// How long a status-bar hint stays when the bar is too narrow for all of them: lower ones go
/// first, and among equals the later ones.
public enum HintPriority: Int, Sendable, Comparable {
    /// Only where the bar has room to spare: left out before anything else gives way (a
    /// status's long form too), shown where it fits beside all the rest (Explore's `f`, `P`, Chat's Ctrl-N).
    case spare
    /// Goes first: what typing does, which the screen itself shows.
    case low
    /// Most hints.
    case normal
    /// Goes last: the help key, which leads to every other key.
    case high

    /// Lower priorities go first.
    public static func < (lhs: HintPriority, rhs: HintPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension Array where Element == KeyBinding {
    /// The first binding that `key` triggers.
    public func binding(for key: Key) -> KeyBinding? { first { $0.matches(key) } }

    /// The bindings as they act: a key is left out of a binding when `isTakenFirst` says
    /// something else gets it first or when an earlier binding here has it; a binding left with
    /// no key is dropped, and so is one not listed (its keys still hide later bindings' keys).
    /// Help and hints built from the result list only keys that act.
    public func acting(unless isTakenFirst: (Key) -> Bool) -> [KeyBinding] {
        var seen: Set<Key> = []
        return compactMap { binding in
            binding.keeping { key in
                defer { seen.insert(key) }
                return !isTakenFirst(key) && !seen.contains(key)
            }
        }.filter(\.isListed)
    }
}
