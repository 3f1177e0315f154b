import Domain
import Foundation

/// The live `ModelCatalog`: the configured servers (the default first, then by name, the
/// offline persona last) and each server's models from `GET {base}/models`, through the
/// network helper. A server without `/models` (404) offers its configured model alone.
public struct ServerModelCatalog: ModelCatalog {
    private let servers: [BackendServer]
    private let defaultName: String
    private let lister: ModelLister

    /// `defaultName` names one of `servers`, or the offline persona (`ChatBackend.offlineName`).
    public init(servers: [BackendServer], defaultName: String?, lister: ModelLister = ModelLister()) {
        self.servers = servers.sorted { $0.backend.name < $1.backend.name }
        self.defaultName = defaultName.flatMap { name in servers.contains { $0.backend.name == name } ? name : nil }
            ?? ChatBackend.offlineName
        self.lister = lister
    }

    public func backends() -> [ChatBackend] {
        let all = servers.map(\.backend) + [.offline]
        return all.filter { $0.name == defaultName } + all.filter { $0.name != defaultName }
    }

    public func defaultBackend() -> ChatBackend {
        servers.first { $0.backend.name == defaultName }?.backend ?? .offline
    }

    /// The server called `name`, nil for the offline persona or a name not configured.
    public func server(named name: String) -> BackendServer? {
        servers.first { $0.backend.name == name }
    }

    public func models(of backendName: String) async throws -> ModelList {
        if backendName == ChatBackend.offlineName { return ModelList(ids: [ChatBackend.offline.model]) }
        guard let server = server(named: backendName) else { throw ModelCatalogError.unknownBackend(backendName) }
        let key: String?
        do {
            key = try server.key()
        } catch {
            throw ModelCatalogError.noKey("\(error)")
        }
        let listing = await lister.list(baseURL: server.baseURL, apiKey: key, keyHeader: server.keyHeader)
        switch listing {
        case .models(let ids, let unusable): return ModelList(ids: ModelList.naturallySorted(Set(ids)), unusable: unusable)
        case .noModelsEndpoint: return ModelList(ids: [server.backend.model], unlisted: .noModelsEndpoint)
        // A list that may want a key where chat does not: the configured model is offered
        // alone, as where there is no list.
        case .keyRejected(let status) where listing.mayOnlyListWantKey(key: key, keyWithheld: server.keyWithheld, baseURL: server.baseURL):
            return ModelList(ids: [server.backend.model], unlisted: .listWantsKey(status: status))
        case .keyRejected(let status) where server.keyWithheld:
            throw ModelCatalogError.keyWithheld(server.backend, status: status)
        case .keyRejected(let status): throw ModelCatalogError.keyRejected(server.backend, status: status)
        case .status(let answer): throw ModelCatalogError.status(server.backend, answer)
        case .unreachable(let reason): throw ModelCatalogError.unreachable(server.backend, reason)
        case .unanswered(let seconds): throw ModelCatalogError.unanswered(server.backend, seconds: seconds)
        case .malformed: throw ModelCatalogError.malformed(server.backend)
        case .tooLarge(let megabytes): throw ModelCatalogError.tooLarge(server.backend, megabytes: megabytes)
        case .notOpenAICompatible: throw ModelCatalogError.notOpenAICompatible(server.backend)
        }
    }
}
