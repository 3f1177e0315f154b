import Domain
import Foundation

/// Dates as the schema stores them: seconds since 2001-01-01 UTC, exact both ways.
extension Date {
    var storedValue: Double { timeIntervalSinceReferenceDate }

    init(storedValue: Double) { self.init(timeIntervalSinceReferenceDate: storedValue) }
}

/// A stored value that this build cannot read, such as an unknown colour.
func unreadable(_ what: String) -> DomainError {
    .unavailable("\(what) in the database")
}
