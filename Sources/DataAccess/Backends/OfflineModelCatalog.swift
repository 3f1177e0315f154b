import Domain

/// The catalog when no server is configured (and of `.mock`): the offline persona alone.
public struct OfflineModelCatalog: ModelCatalog {
    public init() {}

    public func backends() -> [ChatBackend] { [.offline] }
    public func defaultBackend() -> ChatBackend { .offline }

    public func models(of backendName: String) async throws -> ModelList {
        guard backendName == ChatBackend.offlineName else { throw ModelCatalogError.unknownBackend(backendName) }
        return ModelList(ids: [ChatBackend.offline.model])
    }
}
