/// One entry of the feed reader's Links list (`l`): the item's own page, which `o` opens and
/// the footer shows, then the links the text numbers ("[1]"), so every link on screen is there.
public enum FeedLinkChoice: Hashable, Sendable {
    /// The item's page (its `link`).
    case page(String)
    /// A link of the text, by its number there.
    case numbered(Int, String)

    /// The address to open.
    public var link: String {
        switch self {
        case .page(let link), .numbered(_, let link): link
        }
    }
}
