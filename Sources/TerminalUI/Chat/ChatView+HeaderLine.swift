extension ChatView {
    /// The fewest columns of a long avatar name kept (then "…") where even the cut model id
    /// leaves no room for all of it.
    static let shortestHeaderName = 12
    /// The fewest cells who answers is cut to before the name is: the backend, the start of the
    /// model id and its last part (" · q / deepseek/de…:free").
    static let shortestAnsweredBy = 24

    /// The header's first line: the name (with its leading space), then who answers. A long model
    /// id is cut first, in its middle: its end (`:free`, `:nitro`) is what tells like ids apart,
    /// its start whose model it is; only where even `shortestAnsweredBy` cells of it do not fit
    /// beside the name is the name cut, keeping at least its first `shortestHeaderName` columns,
    /// and then who answers is cut further.
    static func headerLine(name: [Span], answeredBy: Span, width: Int) -> [Span] {
        // The name's leading space and the "…" of its cut take a cell each.
        let shortestName = min(name.displayWidth, shortestHeaderName + 2)
        let nameRoom = max(shortestName, width - min(answeredBy.width, shortestAnsweredBy))
        let shownName = name.truncated(to: min(nameRoom, width))
        let room = width - shownName.displayWidth
        return room > 0 ? shownName + [answeredBy.truncatedInMiddle(to: room)] : shownName
    }

    /// The header's second line: the chat's title (what tells it from the avatar's other chats),
    /// then the article it is about, else the avatar's description.
    static func secondHeaderLine(title: String?, article: String?, description: String, theme: Theme) -> [Span] {
        let titled = title.map { [Span(" " + TextSanitizer.clean($0), theme.style(.title)), Span(" ·", theme.style(.muted))] } ?? []
        let about = article.map {
            [Span(" About: ", theme.style(.muted)), Span(TextSanitizer.clean($0), theme.style(.accent))]
        } ?? [Span(" " + description, theme.style(.muted))]
        return titled + about
    }
}
