import Foundation

/// Where a backend's key would travel, for the rules that keep it from going where it should not.
enum KeyDestination {
    /// Whether `a` and `b` name the same server: the same scheme, host and port (the scheme's
    /// own when none is written). Only the path may differ.
    static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
        origin(a) == origin(b)
    }

    /// Whether a key sent to `url` would cross the network unencrypted: plain http to a host
    /// that is not this machine.
    static func isUnencrypted(_ url: URL) -> Bool {
        url.scheme?.lowercased() == "http" && !isLoopback(url)
    }

    /// localhost (and its subdomains), 127.0.0.0/8 or ::1.
    static func isLoopback(_ url: URL) -> Bool {
        let host = (url.host ?? "").lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if host == "localhost" || host.hasSuffix(".localhost") || host == "::1" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    private static func origin(_ url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        let port = url.port ?? (scheme == "https" ? 443 : 80)
        return "\(scheme)://\((url.host ?? "").lowercased()):\(port)"
    }
}
