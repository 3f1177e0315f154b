import Foundation

/// Where an avatar is, as a sentence says it: "a cat that is debugging servers in a noisy lab".
/// The Where field asks for a place with its preposition ("in the park", "on the moon"), but a
/// place typed as a bare noun ("a noisy lab", "the garden") made "debugging servers a noisy lab":
/// such a place gets "in", which reads right for most places. Anything else is kept as typed, as
/// a preposition ("under a tree", "at home") or a place in another language ("im Park") cannot
/// be told from a list.
public enum AvatarPlace {
    /// The words a bare noun phrase starts with.
    static let determiners: Set<String> = [
        "a", "an", "the", "my", "your", "his", "her", "its", "our", "their", "this", "that", "some",
    ]

    /// `location` with "in" in front when it starts with a determiner.
    public static func phrase(_ location: String) -> String {
        guard let first = location.split(whereSeparator: \.isWhitespace).first,
              determiners.contains(first.lowercased())
        else { return location }
        return "in " + location
    }
}

extension Avatar {
    /// The place as the description, the system prompt and the offline persona say it.
    public var placePhrase: String { AvatarPlace.phrase(location) }
}
