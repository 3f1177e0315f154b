import Foundation

/// Orderings and selections of avatars; each breaks ties by id, so an order never changes between loads.
public enum AvatarRanking {
    /// Most popular first; ties broken by name, then id, so the order is stable.
    public static func byPopularity(_ avatars: [Avatar]) -> [Avatar] {
        avatars.sorted {
            ($0.popularity, $1.name, $1.id) > ($1.popularity, $0.name, $0.id)
        }
    }

    /// A stable selection: the longest-standing avatar of each character option the catalog has
    /// (`isAlwaysListed`: not `assistant`, the New avatar form's first choice), in option order.
    public static func featured(_ avatars: [Avatar]) -> [Avatar] {
        CharacterOption.allCases.filter(\.isAlwaysListed).compactMap { option in
            avatars.filter { $0.character == option }
                .min { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }
        }
    }

    /// The most recently created first; ties broken by id.
    public static func newestFirst(_ avatars: [Avatar]) -> [Avatar] {
        avatars.sorted { ($0.createdAt, $1.id) > ($1.createdAt, $0.id) }
    }
}
