import Foundation

/// A value one screen leaves for the screen under it, taken once as that screen comes back on
/// top: a screen that comes back later for another reason (a sheet closed) keeps its own
/// selection. One per app for each use (`AppDependencies`); `ReadingTrail` is the readers' kind.
@MainActor
public final class Trail<Value: Sendable> {
    private var last: Value?

    nonisolated public init() {}

    func record(_ value: Value) { last = value }

    func take() -> Value? {
        defer { last = nil }
        return last
    }
}

/// The chat on screen last, for Chats: it selects the chat the user comes back from, which
/// after Ctrl-N is not the one opened from it but the new chat that replaced it. The chat screen
/// records its chat as it opens.
public typealias ChatTrail = Trail<UUID>

/// The feed the Add feed form (`n` on Feeds) added last: Feeds, back on top, shows it selected
/// and fetches it.
public typealias AddedFeedTrail = Trail<String>
