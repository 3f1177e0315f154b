import Foundation

/// The pictures Media RSS attaches to an item (`media:content` of `medium="image"` or an
/// `image/…` type, at item level or in a `media:group`; else its `media:thumbnail`s): a Mastodon
/// post's attachments, a photo feed's photo. The picture is often the post, so the reader shows
/// each as it shows an `<img>`.
enum MediaPictures {
    static func pictures(of element: XMLTreeElement) -> [ParsedPicture] {
        let media = Namespace.media
        let groups = [element] + element.children("group", in: media)
        let contents = groups.flatMap { group in
            group.children("content", in: media).filter(isImage).compactMap { content in
                content.nonEmptyAttribute("url").map { ParsedPicture(url: $0, alt: alt(of: content)) }
            }
        }
        if !contents.isEmpty { return contents }
        return groups.flatMap { group in
            group.children("thumbnail", in: media).compactMap { thumbnail in
                thumbnail.nonEmptyAttribute("url").map { ParsedPicture(url: $0, alt: "") }
            }
        }
    }

    private static func isImage(_ element: XMLTreeElement) -> Bool {
        element.attribute("medium") == "image" || element.attribute("type")?.hasPrefix("image/") == true
    }

    /// Its `media:description` (Mastodon's alt text), else its `media:title`, as plain text.
    private static func alt(of content: XMLTreeElement) -> String {
        let media = Namespace.media
        let text = content.value("description", in: media).isEmpty
            ? content.value("title", in: media) : content.value("description", in: media)
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
