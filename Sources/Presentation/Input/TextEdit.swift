/// A change of an input's text: `removed` graphemes at `offset` were replaced by `inserted` ones.
public struct TextEdit: Sendable, Hashable {
    /// Where the change starts, in graphemes.
    public let offset: Int
    /// How many graphemes of the text before the change it replaced.
    public let removed: Int
    /// How many graphemes took their place.
    public let inserted: Int

    /// This edit, then `next` (given on the text after this one), as one edit of the text before
    /// this one: it covers both changes and whatever lies between them.
    public func followed(by next: TextEdit) -> TextEdit {
        let start = min(offset, next.offset)
        let middleEnd = max(offset + inserted, next.offset + next.removed)
        let oldEnd = middleEnd - (inserted - removed)
        let newEnd = middleEnd + (next.inserted - next.removed)
        return TextEdit(offset: start, removed: oldEnd - start, inserted: newEnd - start)
    }
}

extension TextInput {
    /// How many recent edits an input keeps for `edit(since:)`.
    static let keptEdits = 64

    /// The change from the text at `revision` of this input to its text now, as one edit; an
    /// edit of nothing when the text is the same. Nil when that revision is too old to be known
    /// (then the caller starts over with the whole text).
    public func edit(since revision: Int) -> TextEdit? {
        let count = self.revision - revision
        guard count >= 0, count <= recentEdits.count else { return nil }
        let edits = recentEdits.suffix(count)
        guard let first = edits.first else { return TextEdit(offset: 0, removed: 0, inserted: 0) }
        return edits.dropFirst().reduce(first) { $0.followed(by: $1) }
    }

    mutating func record(_ edit: TextEdit) {
        revision += 1
        if recentEdits.count == Self.keptEdits { recentEdits.removeFirst() }
        recentEdits.append(edit)
    }
}
