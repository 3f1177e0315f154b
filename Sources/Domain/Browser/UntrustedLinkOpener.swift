import Foundation

/// Opens a link written by someone else (a feed's item, a model's reply) in the browser, and only
/// an http or https one: `javascript:` or `data:` in a browser would run what was written, `file:`
/// show the user's own files as the writer chose.
public struct UntrustedLinkOpener: Sendable {
    /// The same as the browser opener's (`URLOpener`), so that one message says the rule.
    public static let openableSchemes: Set<String> = ["http", "https"]

    let opener: any URLOpener

    public init(opener: any URLOpener) { self.opener = opener }

    /// Throws `DomainError.invalidInput` naming the scheme refused, or what the opener throws.
    public func open(_ link: String) async throws {
        let trimmed = link.trimmingCharacters(in: .whitespaces)
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(), Self.openableSchemes.contains(scheme)
        else {
            throw DomainError.invalidInput("only http and https links can be opened, not \(Self.schemeName(trimmed))")
        }
        try await opener.open(url)
    }

    private static func schemeName(_ link: String) -> String {
        guard let colon = link.firstIndex(of: ":") else { return "“\(link.prefix(40))”" }
        return link[..<colon].lowercased() + ":"
    }
}
