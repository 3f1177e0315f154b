import Foundation

/// A feed's URL as the user wrote it, with the form two spellings of one feed share.
///
/// Only `http`, `https` and `file` feeds are accepted: any other scheme (`ftp:`, `javascript:`,
/// `data:`) could not be fetched, or must never be opened.
public struct FeedAddress: Sendable, Hashable {
    /// The schemes a feed may use.
    public static let allowedSchemes: Set<String> = ["http", "https", "file"]

    /// The URL exactly as written, so the feed list keeps the user's spelling.
    public let text: String
    /// The URL in RFC 3986's normal form, without its fragment: equal for two spellings of the
    /// same feed (`HTTP://Example.com:80/%66eed.xml#top` and `http://example.com/./feed.xml`),
    /// which is how duplicates are found.
    public let normalized: String

    /// Checks `text` (surrounding spaces are ignored) and throws `.notAURL` or `.unsupportedScheme`.
    public init(_ text: String) throws(FeedListError) {
        let trimmed = BlankEdges.trimmed(text)
        guard !trimmed.isEmpty, !Self.holdsSpaceOrControl(trimmed),
              let parts = URLComponents(string: trimmed), let scheme = parts.scheme?.lowercased()
        else { throw .notAURL(trimmed) }
        guard Self.allowedSchemes.contains(scheme) else { throw .unsupportedScheme(trimmed) }
        let host = parts.host?.lowercased() ?? ""
        // A web feed needs a host, a file feed an absolute path and no host but this machine
        // (`file://feeds/a.xml` names the host "feeds", not a folder).
        let isFileOK = parts.path.hasPrefix("/") && (host.isEmpty || host == "localhost")
        guard scheme == "file" ? isFileOK : !host.isEmpty else { throw .notAURL(trimmed) }
        self.text = trimmed
        normalized = Self.normalized(parts, scheme: scheme, host: host) ?? trimmed
    }

    /// True when both name the same feed.
    public func isSameFeed(as other: FeedAddress) -> Bool { normalized == other.normalized }

    private static let defaultPorts = ["http": 80, "https": 443]

    /// RFC 3986's normal form (section 6.2.2, and 6.2.3 for http and https): scheme and host in
    /// lower case, the default port dropped (and `localhost` for a file), unreserved characters
    /// decoded and other percent-encodings in upper case, no dot segments, an empty path as "/",
    /// no fragment, which is never sent to the server.
    private static func normalized(_ url: URLComponents, scheme: String, host: String) -> String? {
        var authority = url
        authority.scheme = scheme
        authority.host = scheme == "file" && host == "localhost" ? "" : host
        if authority.port == defaultPorts[scheme] { authority.port = nil }
        authority.percentEncodedPath = ""
        authority.percentEncodedQuery = nil
        authority.fragment = nil
        guard let start = authority.string else { return nil }
        let path = URINormalization.removingDotSegments(URINormalization.percentEncodingNormalized(url.percentEncodedPath))
        let query = url.percentEncodedQuery.map { "?" + URINormalization.percentEncodingNormalized($0) } ?? ""
        return start + (path.isEmpty ? "/" : path) + query
    }

    /// Any white space or control character (an escape sequence would reach the terminal with
    /// the address), ASCII at the cost of a comparison (a list of thousands is read at every
    /// start), other scalars by their Unicode properties.
    private static func holdsSpaceOrControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            scalar.isASCII ? scalar.value <= 0x20 || scalar.value == 0x7F
                : scalar.properties.isWhitespace || UntrustedText.isControlOrBidi(scalar)
        }
    }
}
