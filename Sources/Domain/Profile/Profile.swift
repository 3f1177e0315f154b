import Foundation

/// The colour a user picks for their profile.
public enum ProfileColor: String, CaseIterable, Sendable, Hashable {
    /// Red.
    case red
    /// Green.
    case green
    /// Yellow.
    case yellow
    /// Blue.
    case blue
    /// Magenta.
    case magenta
    /// Cyan.
    case cyan
}

/// The person using the app.
public struct Profile: Sendable, Hashable {
    /// The display name.
    public let name: String
    /// The chosen colour.
    public let color: ProfileColor
    /// When the account was created.
    public let createdAt: Date

    /// Creates a profile.
    public init(name: String, color: ProfileColor, createdAt: Date) {
        self.name = name
        self.color = color
        self.createdAt = createdAt
    }
}
