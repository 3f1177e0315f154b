import Foundation

/// The text Media RSS gives an item (`media:description` at item level, in a `media:group` or in
/// a `media:content`): all the text of a YouTube video's entry, a photo's caption. An item uses it
/// when it has no summary or content of its own.
enum MediaDescription {
    /// As HTML: a `type="html"` description as written; plain text (the default) with its line
    /// breaks kept and its bare web addresses made links. Empty when there is none.
    static func html(of element: XMLTreeElement) -> String {
        let media = Namespace.media
        let groups = [element] + element.children("group", in: media)
        let holders = groups + groups.flatMap { $0.children("content", in: media) }
        for holder in holders {
            for description in holder.children("description", in: media) {
                let text = description.trimmedText
                guard !text.isEmpty else { continue }
                let isHTML = description.attribute("type")?.lowercased() == "html"
                return isHTML ? text : PlainTextHTML.htmlLinkingAddresses(text)
            }
        }
        return ""
    }
}
