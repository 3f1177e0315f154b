/// One entry of a Links list (the feed reader's `l`, Chat's Alt-o), so that every link on screen
/// is there: the item's own page, which `o` opens and the footer shows; the links the text
/// numbers ("[1]"); then the addresses written out in a reply's text, which have no number.
public enum LinkChoice: Hashable, Sendable {
    /// The item's page (its `link`).
    case page(String)
    /// A link of the text, by its number there.
    case numbered(Int, String)
    /// An address written out in the text (`see https://…`), not numbered there.
    case writtenOut(String)

    /// Its number in the text, nil when the text numbers it not.
    public var number: Int? {
        if case .numbered(let number, _) = self { number } else { nil }
    }

    /// The address to open.
    public var link: String {
        switch self {
        case .page(let link), .numbered(_, let link), .writtenOut(let link): link
        }
    }
}
