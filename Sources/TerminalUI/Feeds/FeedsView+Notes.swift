import Presentation

/// What the Feeds screen says besides its rows: why none shows, and the notes under the list.
extension FeedsView {
    /// Why no feed shows: there is none, or the filter or `l` hides every one.
    var emptyText: String {
        let query = TextSanitizer.clean(presenter.filter.text)
        return switch (presenter.feeds.isEmpty, query.isEmpty, presenter.hidesReadFeeds) {
        case (true, _, _): "No feeds yet: n adds one by its URL, E writes some in your editor, or `aichats feeds add <url>`"
        case (false, true, _): "Every feed is read: l shows them all"
        case (false, false, true): "No feed with unread items matches “\(query)”: l shows the read ones too"
        case (false, false, false): "No feed matches “\(query)”"
        }
    }

    /// The selected feed's failure in full (a row cuts it), since when it fails, and where it
    /// moved, wrapped under the list.
    func fetchNoteLines(width: Int, theme: Theme) -> [[Span]] {
        guard let feed = presenter.selectedFeed, width > 10,
              let note = FeedFetchNote.text(for: feed, now: presenter.time.now) else { return [] }
        let failed = feed.failure != nil
        let text = (failed ? "✗ " : "→ ") + TextSanitizer.clean(note)
        return Paragraph.wrap(text, width: width, style: theme.style(failed ? .error : .accent), maxLines: 4)
    }

    /// The first line of the feed list that cannot be read, and how many more there are.
    func problemLines(width: Int, theme: Theme) -> [[Span]] {
        guard let first = presenter.listProblems.first, width > 10 else { return [] }
        let more = presenter.listProblems.count - 1
        let place = first.line.map { "Feed list line \($0) left out: " } ?? "Left out of the feed list: "
        let text = "✗ " + place + TextSanitizer.clean(first.reason)
            + (more > 0 ? " · \(more) more line\(more == 1 ? "" : "s") left out (`aichats feeds list` names them)" : "")
        return Paragraph.wrap(text, width: width, style: theme.style(.error), maxLines: 3)
    }

    /// The first hidden feed whose last fetch failed, and how many more failed.
    func hiddenFailureLines(width: Int, theme: Theme) -> [[Span]] {
        guard let first = presenter.hiddenFailures.first, let failure = first.failure, width > 10 else { return [] }
        let more = presenter.hiddenFailures.count - 1
        let text = "✗ Hidden feed " + TextSanitizer.clean(first.title) + " failed: " + TextSanitizer.clean(failure)
            + (more > 0 ? " · \(more) more hidden feed\(more == 1 ? "" : "s") failed" : "")
        return Paragraph.wrap(text, width: width, style: theme.style(.error), maxLines: 2)
    }
}
