import ConfigFile
import DataAccess
import Domain

extension ChatSettings {
    /// Every backend as DataAccess uses it, each key read from `keys` when first needed.
    public var servers: [BackendServer] {
        let keys = self.keys
        return backends.map { config in
            BackendServer(backend: config.chatBackend, baseURL: config.baseURL) { try keys.key(for: config) }
        }
    }

    /// The live model catalog: these backends, the one that answers as the default.
    public var modelCatalog: ServerModelCatalog {
        ServerModelCatalog(servers: servers, defaultName: activeName)
    }
}
