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

    private var effectivePort: Int? { port ?? (scheme?.lowercased() == "https" ? 443 : 80) }
}
