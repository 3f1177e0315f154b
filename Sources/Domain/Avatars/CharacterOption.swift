import Foundation

/// The kind of character an avatar is.
public enum CharacterOption: String, CaseIterable, Sendable, Hashable {
    case man, woman, alien, dog, cat, robot

    /// The singular noun used in descriptions ("A cat that …").
    public var noun: String { rawValue }

    /// The plural title used for the category ("Cats").
    public var pluralTitle: String {
        switch self {
        case .man: "Men"
        case .woman: "Women"
        case .alien: "Aliens"
        case .dog: "Dogs"
        case .cat: "Cats"
        case .robot: "Robots"
        }
    }

    /// The article that goes before the noun ("A" or "An").
    public var indefiniteArticle: String { self == .alien ? "An" : "A" }
}
