import Foundation

/// The colour a user picks for their profile.
public enum ProfileColor: String, CaseIterable, Sendable, Hashable {
    case red, green, yellow, blue, magenta, cyan
}

/// The person using the app.
public struct Profile: Sendable, Hashable {
    public let name: String
    public let color: ProfileColor
    /// When the account was created.
    public let createdAt: Date

    public init(name: String, color: ProfileColor, createdAt: Date) {
        self.name = name
        self.color = color
        self.createdAt = createdAt
    }
}
