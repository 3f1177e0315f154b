import Foundation

/// The picture an item offers, from the extensions that carry one, best first.
enum MediaImage {
    static func thumbnail(of element: XMLTreeElement, core: Set<String>) -> String {
        let media = Namespace.media
        let groups = [element] + element.children("group", in: media)
        for group in groups {
            for thumbnail in group.children("thumbnail", in: media) {
                if let url = thumbnail.nonEmptyAttribute("url") { return url }
            }
        }
        for group in groups {
            for content in group.children("content", in: media) where isImage(content) {
                if let url = content.nonEmptyAttribute("url") { return url }
            }
        }
        for enclosure in element.children("enclosure", in: core) where isImage(enclosure) {
            if let url = enclosure.nonEmptyAttribute("url") { return url }
        }
        let itunes = element.children("image", in: Namespace.itunes)
        return itunes.lazy.compactMap { $0.nonEmptyAttribute("href") }.first ?? ""
    }

    private static func isImage(_ element: XMLTreeElement) -> Bool {
        element.attribute("medium") == "image" || element.attribute("type")?.hasPrefix("image/") == true
    }
}
