import Presentation

/// The Links list over the bottom of a text (the feed reader's `l`, Chat's Alt-o): a box with
/// each link after its number in the text (or where it stands), the picked one highlighted; each
/// as `LinkDisplay` shows it, Enter opening it as written.
struct LinkListSheet {
    let choices: [LinkChoice]
    let selected: Int?
    /// A numbered link as the list shows it (the reader marks an image's).
    var shown: (Int, String) -> String = { drawn($1) }

    /// A link as the list draws it: as `LinkDisplay` shows it, made fit for drawing.
    static func drawn(_ link: String) -> String { TextSanitizer.clean(LinkDisplay.shown(link)) }

    /// The rows it takes at the bottom of `area`: its links and the box, at most half of it.
    static func height(of count: Int, in area: Rect) -> Int { min(area.height / 2 + 1, count + 2) }

    /// Returns the list's state, which tells a click the link under it.
    @discardableResult
    func render(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) -> ListState {
        let box = Box(title: "Links · a number picks · Enter opens · Esc closes", isFocused: true, theme: theme)
        box.render(in: area, buffer: &buffer)
        var state = ListState()
        state.selected = selected
        let rows = choices.map { choice in
            switch choice {
            case .page(let link):
                ListRow([Span("Article's page ", theme.style(.muted)), Span(Self.drawn(link), theme.style(.link))])
            case .numbered(let number, let link):
                ListRow([Span("[\(number)] ", theme.style(.muted)), Span(shown(number, link), theme.style(.link))])
            case .writtenOut(let link):
                ListRow([Span("In the text ", theme.style(.muted)), Span(Self.drawn(link), theme.style(.link))])
            }
        }
        ListWidget(rows: rows, isFocused: true, theme: theme).render(in: box.inner(area), buffer: &buffer, state: &state)
        return state
    }
}
