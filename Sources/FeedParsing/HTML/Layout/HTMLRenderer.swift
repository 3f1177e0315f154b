/// Lays HTML tokens out as the plain text that `renderHTML(_:)` describes. Content is written a
/// line at a time: breaks and spaces wait until the next content, so that no line ends with a
/// space and the text neither starts nor ends with a blank line.
struct HTMLRenderer {
    /// Beyond this many open lists, items, quotes and `pre`s, more are not opened (their text
    /// is still written).
    static let maximumOpenContainers = 256
    /// Indentation stops growing at this many levels (2 spaces each).
    static let maximumIndentLevels = 8

    var output: [UInt8] = []
    /// Newlines owed before the next content: 1 ends the line, 2 leaves a blank line.
    var pendingNewlines = 0
    /// Whitespace owed before the next content on this line.
    var pendingSpace: [UInt8] = []
    /// Whether the current line's prefix (indentation, marker) is written.
    var lineStarted = false
    var containers: [LayoutContainer] = []
    var state = LayoutState()
    var links = LinkFootnotes()
    /// The element whose content is being dropped (`script`, `template`…) and how many of it are open.
    var dropping: (name: String, depth: Int)?
    /// Set by `<pre>`: HTML ignores a line feed right after it.
    var skipsNextLineFeed = false
    /// `<audio>`/`<video>` without `src` whose marker waits for its first `<source src>`.
    var mediaAwaitingSource: String?
    /// False for a title: its links are text, without `[N]` markers.
    var marksLinks = true
    /// The open `<sup>`s and `<sub>`s, innermost last, with where their text starts in `output`.
    var scripts: [(superscript: Bool, start: Int)] = []
    /// True while an `<rt>` whose "(" the renderer wrote (no `<rp>` gave one) is open.
    var rubyTextOpen = false
    /// The open tables that may become grids, innermost last (`HTMLRenderer+Tables`).
    var tables: [TableCollector] = []
    /// Tables open inside the innermost collected one that are not collected (too deep, or in a title).
    var untrackedTables = 0
    /// Whether the innermost table needs to know where the next content starts: checked at every
    /// byte of text, so kept as one flag.
    var watchesTableContent = false
    /// False for a title: its tables stay flat lines, which the title joins into one.
    var collectsTables = true

    mutating func consume(_ token: HTMLToken) {
        if let dropping {
            consumeDropped(token, dropping)
            return
        }
        switch token {
        case .text(let bytes): writeText(bytes)
        case .startTag(let tag): open(tag)
        case .endTag(let name): close(name)
        }
    }

    mutating func finish() -> RenderedHTML {
        closeMedia()
        closeLink()
        while !tables.isEmpty || untrackedTables > 0 { closeTable() }
        return RenderedHTML(text: String(decoding: output, as: UTF8.self), links: links.hrefs)
    }

    private mutating func consumeDropped(_ token: HTMLToken, _ current: (name: String, depth: Int)) {
        switch token {
        case .startTag(let tag) where tag.name == current.name:
            dropping = (current.name, current.depth + 1)
        case .endTag(let name) where name == current.name:
            dropping = current.depth > 1 ? (current.name, current.depth - 1) : nil
        default:
            break
        }
    }
}
