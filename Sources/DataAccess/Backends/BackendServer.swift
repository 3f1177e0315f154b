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

    public init(backend: ChatBackend, baseURL: URL, keyHeader: String? = nil, key: @escaping @Sendable () throws -> String?) {
        self.backend = backend
        self.baseURL = baseURL
        self.keyHeader = keyHeader
        self.key = key
    }

    /// The name, address and model; never the key.
    public var description: String {
        "\(backend.name) (\(backend.displayURL ?? "offline"), model \(backend.model))"
    }
}
