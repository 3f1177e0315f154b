import Domain
import Foundation

/// Why `AICHATS_API_BASE` cannot be used; `description` says what to write instead. The app
/// refuses to start rather than fall back to the offline persona, so a typo never passes for a
/// server's answer.
public struct BackendSettingsError: Error, Sendable, Equatable, CustomStringConvertible {
    public let value: String
    public let problem: ServerAddressProblem

    public init(value: String, problem: ServerAddressProblem) {
        self.value = value
        self.problem = problem
    }

    public var description: String {
        "AICHATS_API_BASE=\(Self.shown(value)) \(problem.words), e.g. AICHATS_API_BASE=http://localhost:11434/v1"
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
