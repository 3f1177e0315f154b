import Foundation

/// One entry of a feed, as its document gives it.
public struct ParsedItem: Sendable, Hashable, Codable {
    public var guid: String = ""
    public var link: String = ""
    public var title: String = ""
    public var authorName: String = ""
    /// The author's e-mail address when the document gives one (RSS `author`, Atom `author/email`):
    /// all a feed may say of its author.
    public var authorEmail: String = ""
    /// Nil when the document gives no date or one that cannot be read; the app then keeps the
    /// time it first saw the item.
    public var published: Date?
    public var updated: Date?
    /// The short text (RSS `description`, Atom `summary`, JSON `summary`), HTML as written;
    /// plain text (JSON, Atom `type="text"`) as HTML showing it (`PlainTextHTML`).
    public var summary: String = ""
    /// The full text (`content:encoded`, Atom `content`, JSON `content_html`/`content_text`).
    public var content: String = ""
    /// The address that relative links inside `summary` and `content` are written against
    /// (Atom's `xml:base` in effect there; in RSS the item's `xml:base`, else its link, else the
    /// channel's: `RSSTextBase`), as written or resolved against an outer one; empty when the
    /// document gives none, and then the feed's own address is the base.
    public var summaryBase: String = ""
    public var contentBase: String = ""
    /// A picture for the item (`media:thumbnail`, an image enclosure, JSON `image`).
    public var thumbnail: String = ""
    /// The media files attached (RSS `enclosure`, Atom `link rel="enclosure"`, JSON `attachments`):
    /// a podcast's episodes.
    public var enclosures: [String] = []
    /// The enclosures' type, size and duration, where the feed gives them, by address.
    public var enclosureDetails: [ParsedEnclosure] = []
    /// The pictures attached beside the text (Media RSS `media:content`, `media:thumbnail`):
    /// a Mastodon post's images, a photo feed's photo.
    public var pictures: [ParsedPicture] = []

    public init() {}
}
