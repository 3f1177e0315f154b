import Domain
import Foundation
import Synchronization

/// The `ModelCatalog` double: the backends it was given (the default first), each backend's
/// models as scripted (its configured model alone when none were), or a failure; records which
/// backends were asked.
public final class FakeModelCatalog: ModelCatalog {
    /// A scripted failure of `models(of:)`; its description is the reason.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        public let description: String
        public init(_ description: String) { self.description = description }
    }

    private let configured: [ChatBackend]
    private let defaultName: String
    private let answers: Mutex<[String: Result<ModelList, Failure>]>
    private let asked = Mutex<[String]>([])

    /// `backends` in any order; `defaultName` nil: the first one.
    public init(
        backends: [ChatBackend] = [.offline], defaultName: String? = nil, models: [String: [String]] = [:]
    ) {
        configured = backends
        self.defaultName = defaultName ?? backends.first?.name ?? ChatBackend.offlineName
        answers = Mutex(models.mapValues { .success(ModelList(ids: $0)) })
    }

    /// What the next `models(of: backendName)` answers.
    public func answer(_ backendName: String, with models: [String], unusable: [String] = []) {
        answers.withLock { $0[backendName] = .success(ModelList(ids: models, unusable: unusable)) }
    }

    /// The next `models(of: backendName)` answers as a server without `/models` (or, `why`,
    /// whose list wants a key): the backend's configured model alone, marked unlisted.
    public func answerUnlisted(_ backendName: String, why: ModelList.Unlisted = .noModelsEndpoint) {
        let model = configured.first { $0.name == backendName }?.model ?? ""
        answers.withLock { $0[backendName] = .success(ModelList(ids: [model], unlisted: why)) }
    }

    /// The next `models(of: backendName)` throws `reason`.
    public func fail(_ backendName: String, reason: String) {
        answers.withLock { $0[backendName] = .failure(Failure(reason)) }
    }

    /// The backends whose models were asked for, in order.
    public var requests: [String] { asked.withLock { $0 } }

    public func backends() -> [ChatBackend] {
        configured.filter { $0.name == defaultName } + configured.filter { $0.name != defaultName }
    }

    public func defaultBackend() -> ChatBackend {
        configured.first { $0.name == defaultName } ?? .offline
    }

    public func models(of backendName: String) async throws -> ModelList {
        asked.withLock { $0.append(backendName) }
        if let answer = answers.withLock({ $0[backendName] }) {
            let list = try answer.get()
            return ModelList(ids: list.ids.sorted(), unusable: list.unusable, unlisted: list.unlisted)
        }
        guard let backend = configured.first(where: { $0.name == backendName }) else {
            throw Failure("no backend \"\(backendName)\"")
        }
        return ModelList(ids: [backend.model])
    }
}
