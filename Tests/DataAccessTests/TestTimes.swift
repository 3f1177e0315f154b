import Foundation

/// A fixed instant plus some seconds, for readable test times.
func instant(_ seconds: Double) -> Date { Date(timeIntervalSince1970: 1_700_000_000 + seconds) }
