import Foundation

/// Opens a web address outside the app, in the user's browser.
public protocol URLOpener: Sendable {
    /// Opens the address; throws when no browser could be started.
    func open(_ url: URL) async throws
}
