import Domain

/// The catalog when no server is configured: the offline persona alone (`.mock`, and the app
/// until the config file's backends are wired in).
public struct OfflineModelCatalog: ModelCatalog {
    public init() {}

    public func backends() -> [ChatBackend] { [.offline] }

    public func defaultBackend() -> ChatBackend { .offline }

    public func models(of backendName: String) async throws -> [String] {
        guard backendName == ChatBackend.offlineName else { throw DomainError.notFound("backend \(backendName)") }
        return [ChatBackend.offline.model]
    }
}
