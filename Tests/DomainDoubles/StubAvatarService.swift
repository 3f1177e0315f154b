import Domain
import Synchronization

/// The `AvatarService` double: answers every call with the same load until the test changes
/// it, or always fails.
public final class StubAvatarService: AvatarService {
    private let answer: Mutex<Result<CatalogLoad<Avatar>, DomainError>>

    /// A catalog of these avatars, with the rejected records given.
    public convenience init(_ avatars: [Avatar], problems: [CatalogProblem] = []) {
        self.init(load: CatalogLoad(items: avatars, problems: problems))
    }

    /// A catalog that answers with `load`.
    public init(load: CatalogLoad<Avatar>) { answer = Mutex(.success(load)) }

    private init(failure: DomainError) { answer = Mutex(.failure(failure)) }

    /// A catalog that cannot be read: every call throws `DomainError.unavailable(what)`.
    public static func failing(_ what: String = "avatars.json: the file cannot be read") -> StubAvatarService {
        StubAvatarService(failure: .unavailable(what))
    }

    /// Answers with `avatars` from now on, as when the user made one.
    public func answer(_ avatars: [Avatar]) { answer.withLock { $0 = .success(CatalogLoad(items: avatars)) } }

    public func allAvatars() async throws -> CatalogLoad<Avatar> { try answer.withLock { try $0.get() } }
}
