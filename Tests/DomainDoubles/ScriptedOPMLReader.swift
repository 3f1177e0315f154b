import Domain
import Foundation
import Synchronization

/// The `OPMLReader` double: answers every document with the same entries, or fails with the
/// same reason, and keeps the documents it was given.
public final class ScriptedOPMLReader: OPMLReader {
    private let answer: Result<[OPMLEntry], OPMLReadError>
    private let received = Mutex<[Data]>([])

    public init(_ entries: [OPMLEntry]) {
        answer = .success(entries)
    }

    public init(failing reason: String) {
        answer = .failure(OPMLReadError(reason: reason))
    }

    /// The documents read so far, in order.
    public var documents: [Data] { received.withLock { $0 } }

    public func entries(in document: Data) throws(OPMLReadError) -> [OPMLEntry] {
        received.withLock { $0.append(document) }
        return try answer.get()
    }
}
