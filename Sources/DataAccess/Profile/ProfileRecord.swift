import Domain
import Foundation
import GRDB

/// The row of `profile`: there is one at the most, with id 1. Its text is cleaned
/// (`UntrustedText`) both ways: what is stored is clean, and so is what is read.
struct ProfileRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "profile"
    static let singleID: Int64 = 1

    var id = singleID
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

    func profile() throws -> Profile {
        guard let color = ProfileColor(rawValue: color) else { throw unreadable("profile colour '\(color)'") }
        return Profile(name: UntrustedText.clean(name), color: color, createdAt: Date(storedValue: createdAt))
    }
}
