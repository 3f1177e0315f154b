import ConfigFile
import DataAccess
import Domain

extension ChatSettings {
    /// Every backend as DataAccess uses it, each key read from `keys` when first needed: by the
    /// app with its screen up, so a key command gets no terminal.
    public var servers: [BackendServer] {
        let keys = self.keys
        return backends.map { config in
            BackendServer(
                backend: config.chatBackend, baseURL: config.baseURL, keyHeader: config.keyHeader,
                keyWithheld: config.name == keyWithheld
            ) {
                try keys.keyBehindTheScreen(for: config)
            }
        }
    }

    /// The live model catalog: these backends, the one that answers as the default.
    public var modelCatalog: ServerModelCatalog {
        ServerModelCatalog(servers: servers, defaultName: activeName)
    }
}
