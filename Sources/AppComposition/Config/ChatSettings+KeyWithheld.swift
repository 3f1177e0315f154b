import ConfigFile
import DataAccess

extension ChatSettings {
    /// Where `backend`'s key comes from, for `config check`: the source, or why none is sent.
    func keyText(for backend: BackendConfig) -> String {
        if backend.name == keyWithheld { return "none: \(BackendServer.keyWithheldReason)" }
        guard backend.hasPasswordInURL else { return backend.key.description }
        return backend.key == .none ? "the password in base_url" : "\(backend.key.description) and the password in base_url"
    }

    /// Said once as the app starts (and logged) when the file's key of the answering backend is
    /// kept back: its 401 alone would say only that no key is set.
    public var keyWithheldNotice: String? {
        keyWithheld.map { "The key of backend \($0) is not sent: \(BackendServer.keyWithheldReason)" }
    }
}
