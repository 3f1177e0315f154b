extension ChatView {
    /// The fewest cells a long avatar name is cut to before the backend and model are cut too.
    static let shortestHeaderName = 12

    /// The header's first line: the name, then who answers. A long name is cut first, so that
    /// the backend and model stay readable (what a chat costs and where it goes); only where even
    /// they do not fit beside `shortestHeaderName` cells of the name are they cut, in the middle:
    /// the end of a model id (`:free`, `:nitro`) is what tells like ids apart.
    static func headerLine(name: [Span], answeredBy: Span, width: Int) -> [Span] {
        let nameRoom = max(min(name.displayWidth, shortestHeaderName), width - answeredBy.width)
        let shownName = name.truncated(to: min(nameRoom, width))
        let room = width - shownName.displayWidth
        return room > 0 ? shownName + [answeredBy.truncatedInMiddle(to: room)] : shownName
    }
}
