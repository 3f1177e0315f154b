import Foundation

extension ModelListing {
    /// Whether this refusal may be the model list's alone, with chat open to all: some servers
    /// (a LiteLLM proxy, a gateway in front of a local server) list their models only with a
    /// key but chat without one. That can be so only when nothing the server could refuse was
    /// sent: no key, none held back (a key kept for another server, `AICHATS_API_BASE`), no user
    /// name or password in `base_url`. The model catalog and `aichats backends` both ask this,
    /// so that the picker and the check agree.
    public func mayOnlyListWantKey(key: String?, keyWithheld: Bool, baseURL: URL) -> Bool {
        guard case .keyRejected = self else { return false }
        return key == nil && !keyWithheld && baseURL.user == nil && baseURL.password == nil
    }
}
