import Foundation

extension URL {
    /// An http or https address: the only ones a transfer follows a redirect to. (URLSession
    /// followed `file:///etc/passwd` as the path /etc/passwd on the same server.)
    var isWebAddress: Bool {
        let scheme = scheme?.lowercased()
        return scheme == "http" || scheme == "https"
    }

    /// The same scheme, host and port (a default port as such): a server libcurl sends the same
    /// credentials to.
    func hasSameOrigin(as other: URL) -> Bool {
        scheme?.lowercased() == other.scheme?.lowercased() && host?.lowercased() == other.host?.lowercased()
            && effectivePort == other.effectivePort
    }

    /// The scheme, host and port alone (`https://other.example:8443`), to name a server in a
    /// message: no user part, path, query or fragment, which may hold secrets, and the host as
    /// URLComponents writes it, in ASCII (punycode, percent escapes), so nothing in it can pass
    /// for another host or disturb the screen: as `LinkDisplay` shows a link, or stricter (every
    /// host not in ASCII in punycode, not only one that mixes scripts). Nil without a host.
    var origin: String? {
        guard var parts = URLComponents(url: self, resolvingAgainstBaseURL: true), parts.host?.isEmpty == false else { return nil }
        (parts.user, parts.password, parts.path, parts.query, parts.fragment) = (nil, nil, "", nil, nil)
        return parts.string
    }

    /// The address without its user name and password, as text: where a feed moved, said to the
    /// app, which carries a login over itself only to the same host.
    var withoutUserPart: String? {
        guard var parts = URLComponents(url: self, resolvingAgainstBaseURL: true) else { return nil }
        (parts.user, parts.password) = (nil, nil)
        return parts.string
    }

    private var effectivePort: Int? { port ?? (scheme?.lowercased() == "https" ? 443 : 80) }
}
