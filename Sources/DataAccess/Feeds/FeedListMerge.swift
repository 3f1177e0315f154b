/// The feed list as the user's editor left it, with what another change made to the file while
/// the editor was open (a `feeds add` from cron, another aichats): the editor saves the text it
/// read, so without this the other change would be lost.
///
/// A line is a feed, a comment or a blank, and they do not depend on each other: the lines the
/// other change removed leave the edit too, and the lines it added go at the end of the edit,
/// unless the edit holds them already.
enum FeedListMerge {
    static func merge(base: [UInt8], theirs: [UInt8], edited: [UInt8]) -> [UInt8] {
        guard theirs != base else { return edited }
        guard edited != base else { return theirs }
        let baseLines = lines(base), theirLines = lines(theirs)
        var removed = counts(baseLines)
        var added: [ArraySlice<UInt8>] = []
        for line in theirLines {
            if removed[line, default: 0] > 0 { removed[line, default: 0] -= 1 } else { added.append(line) }
        }
        var merged: [ArraySlice<UInt8>] = []
        for line in lines(edited) {
            if removed[line, default: 0] > 0 { removed[line, default: 0] -= 1 } else { merged.append(line) }
        }
        let kept = Set(merged)
        merged += added.filter { !kept.contains($0) }
        return merged.flatMap { $0 + [newline] }
    }

    private static let newline = UInt8(ascii: "\n")

    /// The lines without their line feeds; a last line without one counts as a line.
    private static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines = bytes.split(separator: newline, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    private static func counts(_ lines: [ArraySlice<UInt8>]) -> [ArraySlice<UInt8>: Int] {
        lines.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }
}
