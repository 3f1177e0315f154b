import Foundation

extension HTMLRenderer {
    /// The address a picture shows: its `src`, unless that is missing or a lazy loader's `data:`
    /// placeholder (WordPress's 1×1 gif) with the real address in `data-src`, `data-lazy-src`
    /// or the first candidate of `srcset`.
    static func imageSource(_ tag: HTMLTag) -> String? {
        let src = nonBlank(tag.attribute("src"))
        if let src, !src.lowercased().hasPrefix("data:") { return src }
        let lazy = nonBlank(tag.attribute("data-src")) ?? nonBlank(tag.attribute("data-lazy-src"))
            ?? firstCandidate(tag.attribute("srcset")) ?? firstCandidate(tag.attribute("data-srcset"))
        return lazy ?? src
    }

    /// `<iframe src>` (an embedded YouTube video, a map): `[embed: www.youtube.com] [N]`, as a
    /// terminal can only open it; what the element holds stays dropped.
    mutating func writeEmbed(_ tag: HTMLTag) {
        guard let src = Self.nonBlank(tag.attribute("src")) else { return }
        let host = URLComponents(string: src)?.host ?? ""
        writeMarker(host.isEmpty ? "[embed]" : "[embed: \(host)]", link: src)
    }

    /// `<audio>`/`<video>`: `[audio] [N]` for its `src`, else for its first `<source src>`,
    /// written when that comes (or without a link at its end tag, when none does).
    mutating func openMedia(_ tag: HTMLTag) {
        closeMedia()
        if let src = Self.nonBlank(tag.attribute("src")) {
            writeMarker("[\(tag.name)]", link: src)
        } else {
            mediaAwaitingSource = tag.name
        }
    }

    mutating func mediaSource(_ tag: HTMLTag) {
        guard let media = mediaAwaitingSource, let src = Self.nonBlank(tag.attribute("src")) else { return }
        mediaAwaitingSource = nil
        writeMarker("[\(media)]", link: src)
    }

    mutating func closeMedia() {
        guard let media = mediaAwaitingSource else { return }
        mediaAwaitingSource = nil
        writeMarker("[\(media)]", link: nil)
    }

    /// A marker standing apart from the text on either side, with its link's number after it.
    private mutating func writeMarker(_ marker: String, link: String?) {
        if !atLineStart, pendingSpace.isEmpty { pendingSpace = [UInt8(ascii: " ")] }
        writeContent(marker.utf8)
        if marksLinks, let link { writeContent(" [\(links.number(for: link))]".utf8) }
        pendingSpace = [UInt8(ascii: " ")]
    }

    private static func nonBlank(_ attribute: String?) -> String? {
        guard let value = attribute?.trimmingHTMLWhitespace(), !value.isEmpty else { return nil }
        return value
    }

    /// `srcset="a.jpg 1x, b.jpg 2x"`: the first address.
    private static func firstCandidate(_ srcset: String?) -> String? {
        guard let srcset = nonBlank(srcset) else { return nil }
        let first = srcset.split(separator: ",").first.map(String.init) ?? ""
        return nonBlank(first.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).first.map(String.init))
    }
}
