import Foundation

/// What is wrong with a model server's base address, checked alike wherever one is written
/// (`base_url` in the config file, `AICHATS_API_BASE`): each place words it for its setting.
public enum ServerAddressProblem: Error, Sendable, Equatable {
    /// No `scheme://` (`localhost:11434/v1`).
    case missingScheme
    case unsupportedScheme(String)
    /// Not parseable, or no host.
    case invalid
    case portOutOfRange(Int)
    /// `/models` and `/chat/completions` are added to the path: a query or fragment would end
    /// up in front of them.
    case queryOrFragment

    /// The address in `text`, or what is wrong with it.
    public static func check(_ text: String) -> Result<URL, ServerAddressProblem> {
        guard text.contains("://") else { return .failure(.missingScheme) }
        guard let url = URL(string: text), let scheme = url.scheme else { return .failure(.invalid) }
        guard ["http", "https"].contains(scheme.lowercased()) else { return .failure(.unsupportedScheme(scheme)) }
        guard url.host?.isEmpty == false else { return .failure(.invalid) }
        if let port = url.port, !(1...65535).contains(port) { return .failure(.portOutOfRange(port)) }
        if url.query != nil || url.fragment != nil { return .failure(.queryOrFragment) }
        return .success(url)
    }
}

extension ServerAddressProblem {
    /// The problem as the end of a sentence about the setting: "base_url has no scheme; …".
    public var words: String {
        switch self {
        case .missingScheme: "has no scheme; start it with http:// or https://"
        case .unsupportedScheme(let scheme): "uses \(scheme.lowercased()); only http and https work"
        case .invalid: "is not a valid address"
        case .portOutOfRange(let port): "has port \(port); a port is 1 to 65535"
        case .queryOrFragment: "has a ? or # part; it ends with the path (…/v1), as /models and /chat/completions go after it"
        }
    }
}
