import Foundation

/// What the feeds of an OPML document become in the feed list.
///
/// - Tags: the folders the outline sits in, outermost first, then its `category` entries; each
///   trimmed (`FeedSubscription.givenTags`), once, and none that would not read back as a tag
///   (empty, `!`, starting with `~`). A comma
///   separates tags in a folder's name as it does in `category` (a tag holds none). Unlike
///   newsboat, which joins nested folders into one tag (`Tech/Swift`), each folder is a tag of its
///   own: tags are flat here, and the feed shows under each.
/// - Title: the outline's title (else its text) becomes `"~Title"`, as the reader it came from
///   showed the feed under that name, unless it is empty, the feed's URL, or its URL with the
///   password masked (what an older `FeedOPML` wrote for a feed with a login and no title), or
///   the outline says it is only the feed's own title (`FeedOPML` marks each feed without
///   `"~Title"` so), so an export imported back gives the same list.
public enum OPMLImport {
    /// The entries not listed yet are `added` (in document order), those listed already
    /// `skipped`, a feed's later entries in the document `listedTwice` (its first one is
    /// added, with its tags and title), and each that is no feed aichats can fetch a problem;
    /// a feed outline without an address is named apart (`withoutAddress`).
    public static func report(for entries: [OPMLEntry], into list: FeedList) -> FeedImportReport {
        // By normalised address, as `FeedList.feed(at:)` compares, without its walk through the
        // list for each of up to 10,000 outlines.
        let listed = Set(list.feeds.map(\.address.normalized))
        var added = Set<String>(), report = FeedImportReport()
        for entry in entries {
            if entry.url.trimmingCharacters(in: .whitespaces).isEmpty {
                report.withoutAddress.append(entry.title)
                continue
            }
            do throws(FeedListError) {
                let feed = try subscription(for: entry)
                if listed.contains(feed.address.normalized) {
                    report.skipped.append(feed)
                } else if added.insert(feed.address.normalized).inserted {
                    report.added.append(feed)
                    for tag in leftOutTags(of: entry) where !report.leftOutTags.contains(tag) { report.leftOutTags.append(tag) }
                } else {
                    report.listedTwice.append(feed)
                }
            } catch {
                report.problems.append(FeedListProblem(reason: error.message))
            }
        }
        return report
    }

    /// The subscription `entry` asks for; `.notAURL` or `.unsupportedScheme` when it is none.
    public static func subscription(for entry: OPMLEntry) throws(FeedListError) -> FeedSubscription {
        let address = try FeedAddress(entry.url)
        let tags = givenTags(of: entry).filter(FeedList.isUsableTag)
        let title = entry.title.trimmingCharacters(in: .whitespacesAndNewlines)
        let named = !entry.titleFromFeed && !title.isEmpty && ![address.text, entry.url, address.shown].contains(title)
        return FeedSubscription(address: address, tags: tags, title: named ? title : nil)
    }

    /// The folders and categories of `entry` that cannot be tags (`!`, `~evil`): left out, and
    /// named by the import, as `feeds add --tag` refuses them. Empty ones are left out silently,
    /// as there.
    static func leftOutTags(of entry: OPMLEntry) -> [String] {
        givenTags(of: entry).filter { !FeedList.isUsableTag($0) }
    }

    private static func givenTags(of entry: OPMLEntry) -> [String] {
        let folders = entry.folders.flatMap { $0.split(separator: ",").map(String.init) }
        return FeedSubscription.givenTags(folders + entry.categories)
    }
}
