import Foundation

extension URL {
    /// An http or https address: the only ones a transfer follows a redirect to. (URLSession
    /// followed `file:///etc/passwd` as the path /etc/passwd on the same server.)
    var isWebAddress: Bool {
        let scheme = scheme?.lowercased()
        return scheme == "http" || scheme == "https"
    }
}
