import Domain
import Foundation

/// The URL opener of `.mock`: the fixtures' links lead nowhere, so it starts no browser and says
/// so instead.
public struct FixtureURLOpener: URLOpener {
    /// Why no link opens.
    public static let refusal = DomainError.invalidInput("links are not opened with the test fixtures")

    public init() {}

    /// Always throws `refusal`.
    public func open(_ url: URL) async throws { throw Self.refusal }
}
