import Domain
import Foundation

/// The `URLOpener` double: remembers what it was asked to open, or fails as a missing browser.
public actor RecordingURLOpener: URLOpener {
    /// The addresses opened so far.
    public private(set) var opened: [URL] = []
    private let failure: DomainError?

    /// Opens everything; with `failure`, opens nothing and throws it.
    public init(failure: DomainError? = nil) { self.failure = failure }

    public func open(_ url: URL) async throws {
        if let failure { throw failure }
        opened.append(url)
    }
}
