import Domain
import Foundation

extension FeedListFile {
    /// What `aichats news` and `aichats refresh` say on stderr when the feed list gives them no
    /// feed, so that "nothing" never reads as "no news": a missing file is most often a cron job
    /// without the shell's XDG_CONFIG_HOME, which looks for the list in another place.
    /// `outcome` is what did not happen ("no item is listed"); `asked` is the way to name a
    /// hidden feed anyway (`--feed`).
    public static func nothingListed(
        _ list: FeedList, environment: [String: String], outcome: String, asked: String? = nil
    ) -> String {
        let file = location(environment: environment)
        let path = ControlEscapes.visible(file.path)
        if !FileManager.default.fileExists(atPath: file.path) {
            return "no feed list at \(path), so \(outcome). Set XDG_CONFIG_HOME to the folder that holds aichats/urls "
                + "(a cron job does not get your shell's variables), or add a feed with 'aichats feeds add <url>'."
        }
        if list.feeds.isEmpty {
            return "the feed list \(path) names no feed, so \(outcome). Add one with 'aichats feeds add <url>'."
        }
        return "every feed of the feed list \(path) is hidden with \"!\", so \(outcome). "
            + (asked.map { "Name one with \($0), or remove its \"!\"." } ?? "Remove the \"!\" of one.")
    }
}
