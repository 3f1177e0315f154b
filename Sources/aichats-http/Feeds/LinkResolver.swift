import Foundation

/// Makes a feed's relative links (`/2024/post`, `post.html`) absolute against the address the
/// document came from, as a browser would; absolute links and text that is no URL stay as written.
struct LinkResolver {
    let base: URL?

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
}
