import Foundation

/// Why `AICHATS_API_BASE` cannot be used; `description` says what to write instead. The app
/// refuses to start rather than fall back to the offline persona, so a typo never passes for a
/// server's answer.
public enum BackendSettingsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No `scheme://` (`localhost:11434/v1`).
    case missingScheme(String)
    /// A scheme other than http or https.
    case unsupportedScheme(String, scheme: String)
    /// Not an address (no host, or not parseable).
    case invalidAddress(String)

    private static let example = "e.g. AICHATS_API_BASE=http://localhost:11434/v1"

    public var description: String {
        switch self {
        case .missingScheme(let value):
            "AICHATS_API_BASE=\(Self.shown(value)) has no scheme; start it with http:// or https://, \(Self.example)"
        case .unsupportedScheme(let value, let scheme):
            "AICHATS_API_BASE=\(Self.shown(value)) uses \(Self.shown(scheme)); only http and https work, \(Self.example)"
        case .invalidAddress(let value):
            "AICHATS_API_BASE=\(Self.shown(value)) is not a valid address, \(Self.example)"
        }
    }

    /// The value without control characters, so it cannot move the cursor when printed, and
    /// with its user name and password as `***`, as `aichats config show` shows them.
    private static func shown(_ value: String) -> String {
        withoutUserInfo(String(String.UnicodeScalarView(value.unicodeScalars.filter { $0.properties.generalCategory != .control })))
    }

    /// `ftp://u:pw@host/v1` as `ftp://***@host/v1`; read as text, since the value may not parse.
    private static func withoutUserInfo(_ value: String) -> String {
        let start = value.range(of: "://")?.upperBound ?? value.startIndex
        let rest = value[start...]
        let end = rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex
        guard let at = rest[..<end].lastIndex(of: "@") else { return value }
        return String(value[..<start]) + "***" + String(value[at...])
    }
}
