import Foundation

/// Makes a feed's relative links (`/2024/post`, `post.html`) absolute against the address the
/// document came from, as a browser would; absolute links and text that is no URL stay as written.
/// The address's user name and password (a feed behind a login) are left out: RFC 3986 would copy
/// them into every link, which is shown, stored, opened in a browser and sent to the model.
struct LinkResolver {
    let base: URL?

    init(base: URL?) {
        self.base = base.map(Self.withoutLogin)
    }

    func callAsFunction(_ link: String) -> String {
        let trimmed = link.trimmingCharacters(in: .whitespaces)
        guard let base, !trimmed.isEmpty, let parsed = URLComponents(string: trimmed), parsed.scheme == nil,
              let resolved = URL(string: trimmed, relativeTo: base)?.absoluteURL
        else { return link }
        return resolved.absoluteString
    }

    /// The resolver for links inside an element with a base of its own (Atom's `xml:base`),
    /// which may itself be relative to this one's; empty leaves this one.
    func within(_ base: String) -> LinkResolver {
        guard !base.isEmpty, let inner = URL(string: base, relativeTo: self.base)?.absoluteURL else { return self }
        return LinkResolver(base: inner)
    }

    private static func withoutLogin(_ url: URL) -> URL {
        guard var parts = URLComponents(url: url, resolvingAgainstBaseURL: false), parts.user != nil || parts.password != nil
        else { return url }
        parts.user = nil
        parts.password = nil
        return parts.url ?? url
    }
}
