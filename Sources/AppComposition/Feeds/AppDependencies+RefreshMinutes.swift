import Foundation
import Presentation

extension AppDependencies {
    /// The longest period `AICHATS_REFRESH_MINUTES` may give: a week.
    static let maximumRefreshMinutes = 7 * 24 * 60

    /// How often the feeds refresh while the app runs (with the auto-refresh on) and how old the
    /// last refresh may be at start: `AICHATS_REFRESH_MINUTES` when set and not empty, else
    /// `configured` (the config file's `refresh_minutes`), else an hour. Any other value of the
    /// variable than a whole number from 1 to a week is a usage failure (exit code 2): a typo
    /// must not leave the feeds unrefreshed without a word.
    static func refreshMinutes(environment: [String: String], configured: Int? = nil) throws(StartupFailure) -> Int {
        guard let text = environment["AICHATS_REFRESH_MINUTES"]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
            return configured ?? FeedRefreshActivity.defaultAutoRefreshMinutes
        }
        guard let minutes = Int(text), (1...maximumRefreshMinutes).contains(minutes) else {
            throw StartupFailure(
                message: "AICHATS_REFRESH_MINUTES must be a whole number of minutes from 1 to \(maximumRefreshMinutes), such as 60",
                exitCode: 2)
        }
        return minutes
    }
}
