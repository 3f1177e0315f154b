extension ChatView {
    /// The fewest cells a long avatar name is cut to before the backend and model are cut too.
    static let shortestHeaderName = 12

    /// The header's first line: the name, then who answers. A long name is cut first, so that
    /// the backend and model stay readable (what a chat costs and where it goes); only where even
    /// they do not fit beside `shortestHeaderName` cells of the name are they cut.
    static func headerLine(name: [Span], answeredBy: [Span], width: Int) -> [Span] {
        let nameRoom = max(min(name.displayWidth, shortestHeaderName), width - answeredBy.displayWidth)
        let shownName = name.truncated(to: min(nameRoom, width))
        return shownName + answeredBy.truncated(to: width - shownName.displayWidth)
    }
}
