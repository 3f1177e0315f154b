import Foundation

/// Puts together a chat's draft as two aichats on the same data folder changed it, both from
/// the text they last shared (`base`): each side's change is applied once, so that alternating
/// between two windows never copies a whole draft into itself again, and nothing typed is lost.
public enum DraftMerge {
    /// The merged draft, and where the cursor goes in it: just after this window's own change,
    /// where the user was typing.
    public struct Result: Equatable, Sendable {
        public let text: String
        public let cursor: Int
    }

    /// `mine` (this window's draft) and `theirs` (the one stored by the other), both grown from
    /// `base`. Each is reduced to one changed stretch of `base`; stretches apart are both
    /// applied, theirs first when they touch. Overlapping ones keep both versions of the
    /// stretch, theirs first. Two texts that meet with no space between them go on two lines.
    public static func merge(base: String, mine: String, theirs: String) -> Result {
        let base = Array(base), mine = Array(mine), theirs = Array(theirs)
        if theirs == base || theirs == mine { return Result(text: String(mine), cursor: mine.count) }
        if mine == base { return Result(text: String(theirs), cursor: theirs.count) }
        // The other one already holds this text (it took it in before): it is the newer one.
        let theirText = String(theirs)
        if let found = theirText.range(of: String(mine)) {
            return Result(text: theirText, cursor: theirText.distance(from: theirText.startIndex, to: found.upperBound))
        }
        let own = Change(from: base, to: mine), other = Change(from: base, to: theirs)
        if other.end <= own.start {
            let before = Array(base[..<other.start]) + other.inserted + base[other.end..<own.start]
            let ownText = joined(before, own.inserted, touching: other.end == own.start && !other.inserted.isEmpty)
            return Result(text: String(ownText + base[own.end...]), cursor: ownText.count)
        }
        if own.end <= other.start {
            let ownText = Array(base[..<own.start]) + own.inserted
            let rest = Array(base[own.end..<other.start]) + other.inserted + base[other.end...]
            let touching = own.end == other.start && !own.inserted.isEmpty && !other.inserted.isEmpty
            return Result(text: String(joined(ownText, rest, touching: touching)), cursor: ownText.count)
        }
        let start = min(own.start, other.start), end = max(own.end, other.end)
        let theirStretch = Array(base[start..<other.start]) + other.inserted + base[other.end..<end]
        let ownStretch = Array(base[start..<own.start]) + own.inserted + base[own.end..<end]
        let both = theirStretch == ownStretch ? ownStretch : joined(theirStretch, ownStretch, touching: true)
        let upToOwn = Array(base[..<start]) + both
        return Result(text: String(upToOwn + base[end...]), cursor: upToOwn.count)
    }

    /// `first` then `second`, on two lines when they are two typed texts that meet with no
    /// space between them ("AAABBB" and "CCC"), so that neither runs into the other's words.
    private static func joined(_ first: [Character], _ second: some Collection<Character>, touching: Bool) -> [Character] {
        guard touching, let last = first.last, let next = second.first, !last.isWhitespace, !next.isWhitespace else {
            return first + second
        }
        return first + ["\n"] + second
    }

    /// What one side changed: `base[start..<end]` became `inserted` (the longest common start
    /// and end stay out of it).
    private struct Change {
        let start: Int
        let end: Int
        let inserted: ArraySlice<Character>

        init(from base: [Character], to text: [Character]) {
            var start = 0
            while start < base.count, start < text.count, base[start] == text[start] { start += 1 }
            var tail = 0
            while tail < base.count - start, tail < text.count - start,
                  base[base.count - 1 - tail] == text[text.count - 1 - tail] { tail += 1 }
            self.start = start
            end = base.count - tail
            inserted = text[start..<text.count - tail]
        }
    }
}
