/// The item a reader showed last, and the list it was opened from: that list, back on top,
/// selects it, so reading on with `n` `p` (and `J` `K` in feeds) moves the list's selection
/// along, as in newsboat. One per app for each kind of reader.
@MainActor
public final class ReadingTrail<Place: Sendable, ID: Sendable> {
    private var last: (place: Place, id: ID)?

    nonisolated public init() {}

    func record(_ id: ID, at place: Place) { last = (place, id) }

    /// The last item shown, once: a list that comes back later for another reason (a sheet
    /// closed) keeps its own selection.
    func take() -> (place: Place, id: ID)? {
        defer { last = nil }
        return last
    }
}

/// The feed reader's trail: where in which item list.
public typealias FeedReadingTrail = ReadingTrail<FeedItemPlace, Int64>
/// The article reader's trail: the title of the list it walks (`ArticleList.title`).
public typealias ArticleReadingTrail = ReadingTrail<String, String>
