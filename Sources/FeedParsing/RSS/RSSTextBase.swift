import Foundation

/// What relative links in an RSS item's text are written against. RSS has no rule, and its HTML
/// is copied from the site's pages, often served from another host (FeedBurner, a CDN): so the
/// item's `xml:base`, else the item's page, else the channel's site, as newsboat resolves them;
/// the feed's own address only when the document names none of them.
enum RSSTextBase {
    static func base(of item: XMLTreeElement, itemLink: String, siteLink: String) -> String {
        if let written = XMLBase.base(of: item, inherited: nil) { return written.absoluteString }
        return [itemLink, siteLink].first(where: isPageAddress) ?? ""
    }

    /// An http(s) address, or a relative one (resolved against the feed's address in turn).
    private static func isPageAddress(_ link: String) -> Bool {
        guard !link.isEmpty, let components = URLComponents(string: link) else { return false }
        guard let scheme = components.scheme?.lowercased() else { return true }
        return scheme == "http" || scheme == "https"
    }
}
