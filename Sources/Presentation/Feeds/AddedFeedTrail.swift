/// The feed the Add feed form (`n` on Feeds) added last, for the Feeds screen under it: back on
/// top, that screen shows it selected and fetches it. One per app, as the reading trails.
@MainActor
public final class AddedFeedTrail {
    private var added: String?

    nonisolated public init() {}

    func record(_ url: String) { added = url }

    /// The feed added, once: the screen that comes back later for another reason keeps its own
    /// selection and fetches nothing.
    func take() -> String? {
        defer { added = nil }
        return added
    }
}
