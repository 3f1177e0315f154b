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
    /// Scheme and host in lower case, the default port dropped, an empty path as "/": equal for
    /// two spellings of the same feed, which is how duplicates are found.
    public let normalized: String

    /// Checks `text` (surrounding spaces are ignored) and throws `.notAURL` or `.unsupportedScheme`.
    public init(_ text: String) throws(FeedListError) {
        let trimmed = BlankEdges.trimmed(text)
        guard !trimmed.isEmpty, !Self.holdsSpaceOrControl(trimmed),
              var parts = URLComponents(string: trimmed), let scheme = parts.scheme?.lowercased()
        else { throw .notAURL(trimmed) }
        guard Self.allowedSchemes.contains(scheme) else { throw .unsupportedScheme(trimmed) }
        let host = parts.host?.lowercased() ?? ""
        // A web feed needs a host, a file feed an absolute path and no host but this machine
        // (`file://feeds/a.xml` names the host "feeds", not a folder).
        let isFileOK = parts.path.hasPrefix("/") && (host.isEmpty || host == "localhost")
        guard scheme == "file" ? isFileOK : !host.isEmpty else { throw .notAURL(trimmed) }
        parts.scheme = scheme
        parts.host = host
        if parts.port == Self.defaultPorts[scheme] { parts.port = nil }
        if parts.path.isEmpty { parts.path = "/" }
        self.text = trimmed
        normalized = parts.string ?? trimmed
    }

    /// True when both name the same feed.
    public func isSameFeed(as other: FeedAddress) -> Bool { normalized == other.normalized }

    private static let defaultPorts = ["http": 80, "https": 443]

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
