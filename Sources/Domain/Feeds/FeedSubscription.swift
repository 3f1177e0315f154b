import Foundation

/// One feed of the feed list, as a newsboat `urls` line states it: its URL, its tags in the
/// order written, a `"~Title"` that renames it and a `"!"` that hides it.
public struct FeedSubscription: Sendable, Hashable {
    /// The tag that marks a feed whose articles need an account.
    public static let premiumTag = "premium"

    public let address: FeedAddress
    /// The tags in the order written, without the title and hidden marks.
    public let tags: [String]
    /// The name the user gave the feed (`"~Title"`), shown instead of the feed's own title.
    public let title: String?
    /// Set by `"!"`: the feed is fetched but left out of lists, as in newsboat.
    public let isHidden: Bool

    /// Tags and the title come from the command line, OPML files and lists edited by hand: they
    /// are kept without control characters and escape sequences (`UntrustedText`), so that the
    /// rules for a tag are checked on what is written, and nothing reaches the terminal or the
    /// file. Each is one line: a line break or a tab becomes a space, as an OPML export and
    /// import would make it. A blank `title` is none: it would be written as a bare `~`.
    public init(address: FeedAddress, tags: [String] = [], title: String? = nil, isHidden: Bool = false) {
        self.address = address
        self.tags = tags.map(Self.label)
        self.title = title.map(Self.label).flatMap { BlankEdges.trimmed($0).isEmpty ? nil : $0 }
        self.isHidden = isHidden
    }

    static func label(_ text: String) -> String {
        let clean = UntrustedText.clean(text)
        let isBreak = { (character: Character) in character.isNewline || character == "\t" }
        return clean.contains(where: isBreak) ? String(clean.map { isBreak($0) ? " " : $0 }) : clean
    }

    /// Reads the tags of a `urls` line: `~Title` renames (the last one wins, as in newsboat),
    /// `!` hides, anything else is a tag.
    public init(address: FeedAddress, words: [String]) {
        var tags: [String] = [], title: String?, hidden = false
        for word in words.map(UntrustedText.clean) where !word.isEmpty {
            if word == "!" {
                hidden = true
            } else if word.hasPrefix("~") {
                title = String(word.dropFirst())
            } else {
                tags.append(word)
            }
        }
        self.init(address: address, tags: tags, title: title, isHidden: hidden)
    }

    /// The news categories the feed's articles belong to: its tags, once each, without `premium`.
    public var categories: [String] {
        var seen = Set<String>()
        return tags.filter { $0.lowercased() != Self.premiumTag && seen.insert($0).inserted }
    }

    /// Whether the feed's articles need an account (the tag `premium`).
    public var needsAccount: Bool { tags.contains { $0.lowercased() == Self.premiumTag } }

    /// The words after the URL on the feed's `urls` line: the tags, then `~Title`, then `!`.
    public var words: [String] { tags + (title.map { ["~" + $0] } ?? []) + (isHidden ? ["!"] : []) }
}
