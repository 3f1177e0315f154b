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

    /// `base_url` with its user name and password (`http://alice:pw@host`) as `***`, as keys
    /// are shown: a secret sent with every request is not hidden from the user who set it.
    public var displayURL: String {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else { return baseURL.host ?? "the server" }
        guard components.user != nil || components.password != nil else { return baseURL.absoluteString }
        components.password = nil
        components.percentEncodedUser = "***"
        return components.string ?? (baseURL.host ?? "the server")
    }

    /// Whether `base_url` holds a password (`http://alice:s3cret@host/v1`, nginx's basic auth in
    /// front of a local server): it goes to the server with every request, as a key does, and
    /// the key's rules hold for it (a file only you can read, no plain http to another machine).
    public var hasPasswordInURL: Bool {
        !(URLComponents(url: baseURL, resolvingAgainstBaseURL: false)?.password ?? "").isEmpty
    }

    /// Whether a secret goes to the server: a key, or a password in `base_url`.
    public var sendsSecret: Bool { key != .none || hasPasswordInURL }
}
