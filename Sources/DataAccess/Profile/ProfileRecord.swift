import Domain
import Foundation
import GRDB

/// A row of `profile`.
struct ProfileRecord: FetchableRecord, PersistableRecord {
    static let databaseTableName = "profile"
    /// The only row's id.
    static let singleID: Int64 = 1

    var name: String
    var color: String
    var createdAt: Double
    var onboardingDone: Bool

    init(_ profile: Profile, onboardingDone: Bool) {
        name = UntrustedText.clean(profile.name)
        color = profile.color.rawValue
        createdAt = profile.createdAt.storedValue
        self.onboardingDone = onboardingDone
    }

    init(row: Row) throws {
        name = row["name"]
        color = row["color"]
        createdAt = row["createdAt"]
        onboardingDone = row["onboardingDone"]
    }

    func encode(to container: inout PersistenceContainer) throws {
        container["id"] = Self.singleID
        container["name"] = name
        container["color"] = color
        container["createdAt"] = createdAt
        container["onboardingDone"] = onboardingDone
    }

    func profile() throws -> Profile {
        guard let color = ProfileColor(rawValue: color) else { throw unreadable("profile colour '\(color)'") }
        return Profile(name: UntrustedText.clean(name), color: color, createdAt: Date(storedValue: createdAt))
    }
}
