import Domain
import Foundation

/// A configured OpenAI-compatible server as DataAccess uses it: what the user sees of it, where
/// it is, and its key on demand (read when first asked, which may run `api_key_command`).
public struct BackendServer: Sendable, CustomStringConvertible {
    public let backend: ChatBackend
    public let baseURL: URL
    /// The key, nil when the server needs none; the error's description names the backend.
    public let key: @Sendable () throws -> String?
    /// The header the key goes in as it is (`key_header`); nil for `Authorization: Bearer`.
    public let keyHeader: String?
    /// Whether its configured key is held back (`AICHATS_API_BASE` points elsewhere): a refused
    /// model list is then the missing key's doing, not a list that alone wants one.
    public let keyWithheld: Bool

    public init(
        backend: ChatBackend, baseURL: URL, keyHeader: String? = nil, keyWithheld: Bool = false,
        key: @escaping @Sendable () throws -> String?
    ) {
        self.backend = backend
        self.baseURL = baseURL
        self.keyHeader = keyHeader
        self.keyWithheld = keyWithheld
        self.key = key
    }

    /// Why a backend's file key is not sent, as `config show`, `config check`, `backends`, the app's
    /// start and the model picker say it (see `keyWithheld`).
    public static let keyWithheldReason =
        "AICHATS_API_BASE points to another server than base_url; set AICHATS_API_KEY to send one"

    /// The name, address and model; never the key.
    public var description: String {
        "\(backend.name) (\(backend.displayURL ?? "offline"), model \(backend.model))"
    }
}
