import Foundation

/// The configured backends and the models each one offers, for the model picker and the Chat
/// header.
public protocol ModelCatalog: Sendable {
    /// Every configured backend, the default one first.
    func backends() -> [ChatBackend]

    /// The backend used when a chat has picked none.
    func defaultBackend() -> ChatBackend

    /// The models the backend's server lists (`GET {base}/models`), sorted. A server that has no
    /// such list gives the configured model alone; a server that cannot be reached throws.
    func models(of backendName: String) async throws -> ModelList
}
