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
}
