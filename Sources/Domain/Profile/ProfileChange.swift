import Foundation

/// One field of the profile that the user changes; the others keep what is stored, which another
/// aichats on the same data folder may have changed meanwhile.
public enum ProfileChange: Sendable, Hashable {
    case name(String)
    case color(ProfileColor)
}

extension Profile {
    /// This profile with `change` made, every other field as it is.
    public func applying(_ change: ProfileChange) -> Profile {
        switch change {
        case .name(let name): Profile(name: name, color: color, createdAt: createdAt)
        case .color(let color): Profile(name: name, color: color, createdAt: createdAt)
        }
    }
}
