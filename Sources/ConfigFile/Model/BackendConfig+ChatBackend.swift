import Domain
import Foundation

extension BackendConfig {
    /// What the screens and the model picker see of this backend: no key, and the address
    /// without a user name or password.
    public var chatBackend: ChatBackend {
        ChatBackend(
            name: name, displayURL: displayURL, model: model, temperature: temperature, maxTokens: maxTokens,
            contextChars: contextChars ?? ChatBackend.defaultContextChars, keySource: key.setting,
            firstByteSeconds: firstByteTimeout ?? ChatBackend.defaultFirstByteSeconds)
    }

    /// `base_url` without a user name or password.
    public var displayURL: String {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else { return baseURL.host ?? "the server" }
        components.user = nil
        components.password = nil
        return components.string ?? (baseURL.host ?? "the server")
    }
}
