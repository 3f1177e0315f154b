import Foundation

/// The kind of character an avatar is. `assistant` is no character at all: the first choice of
/// the New avatar form, for an avatar that is only a name and the user's own system prompt.
public enum CharacterOption: String, CaseIterable, Sendable, Hashable {
    case assistant, man, woman, alien, dog, cat, robot

    /// The singular noun used in descriptions ("A cat that …").
    public var noun: String { rawValue }

    /// The plural title used for the category ("Cats").
    public var pluralTitle: String {
        switch self {
        case .assistant: "Assistants"
        case .man: "Men"
        case .woman: "Women"
        case .alien: "Aliens"
        case .dog: "Dogs"
        case .cat: "Cats"
        case .robot: "Robots"
        }
    }

    /// The article that goes before the noun ("A" or "An").
    public var indefiniteArticle: String { self == .alien || self == .assistant ? "An" : "A" }

    /// True for a character the catalog has: Explore lists its category even when it is empty.
    /// The catalog has no assistants, so their category shows only once the user made one.
    public var isAlwaysListed: Bool { self != .assistant }
}
