import FeedParsing
import Foundation

/// An item's enclosures as markers at the end of its text, so the Links list's bare address
/// says what it is: `[episode: audio/mpeg, 45.7 MB, 1:02:03] [N]` for a podcast's first audio
/// or video, `[enclosure: application/pdf] [N]` for another, `[image] [N]` for a picture
/// (which the Links list then marks "(image)").
enum EnclosureMarkers {
    static func markers(_ details: [ParsedEnclosure], _ resolve: LinkResolver, links: [String]) -> [String] {
        var episodeNamed = false
        return details.compactMap { detail in
            let url = resolve(detail.url)
            guard let index = links.firstIndex(of: url) else { return nil }
            let type = detail.type.lowercased()
            if type.hasPrefix("image/") { return "[image] [\(index + 1)]" }
            let isEpisode = !episodeNamed && (type.hasPrefix("audio/") || type.hasPrefix("video/") || type.isEmpty)
            episodeNamed = episodeNamed || isEpisode
            let facts = [type, size(detail.length), duration(detail.duration)].filter { !$0.isEmpty }
            let name = isEpisode ? "episode" : "enclosure"
            return (facts.isEmpty ? "[\(name)]" : "[\(name): \(facts.joined(separator: ", "))]") + " [\(index + 1)]"
        }
    }

    /// "45.7 MB", "900 KB"; empty when the feed gives none (or 0, as many do).
    static func size(_ bytes: Int) -> String {
        guard bytes > 0 else { return "" }
        if bytes < 1_000_000 { return "\(max(1, (bytes + 500) / 1000)) KB" }
        return String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }

    /// `itunes:duration` ("3723", "62:03", "01:02:03") as "1:02:03" or "42:10"; as written when
    /// it is none of those.
    static func duration(_ text: String) -> String {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ":", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { Int($0) }
        guard !parts.isEmpty, numbers.count == parts.count, parts.count <= 3 else { return text }
        let seconds = numbers.reduce(0) { $0 * 60 + $1 }
        guard seconds > 0 else { return "" }
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        return hours > 0
            ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
    }
}
