/// The item the reader showed last, and where: an item list back on top selects it, so reading
/// on with `J` `K` `n` `p` moves the list's selection along, as in newsboat. One per app.
@MainActor
public final class FeedReadingTrail {
    private var last: (place: FeedItemPlace, id: Int64)?

    nonisolated public init() {}

    func record(_ id: Int64, at place: FeedItemPlace) { last = (place, id) }

    /// The last item shown, once: a list that comes back later for another reason (a sheet
    /// closed) keeps its own selection.
    func take() -> (place: FeedItemPlace, id: Int64)? {
        defer { last = nil }
        return last
    }
}
