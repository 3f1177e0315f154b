/// Undo (Ctrl-_, as readline), and clearing the whole input (Ctrl-X), which undo brings back:
/// nothing typed or pasted is lost without a way back. Each edit keeps the characters it took
/// out, not a copy of the text, so an undo step costs as much as its change: typing after a
/// paste of a megabyte keeps a few characters per key.
extension TextInput {
    /// How many edits undo goes back at most.
    public static let keptUndoSteps = 200

    /// Takes the whole text out, as one edit that undo brings back.
    public mutating func deleteAll() {
        guard !characters.isEmpty else { return }
        cursor = replace(0..<characters.count, with: "")
    }

    /// True when there is an edit to undo.
    public var canUndo: Bool { !undoSteps.isEmpty }

    /// Undoes the last edit (a run of typed letters, or of Backspace, counts as one: typed words
    /// go back a word at a time), with the cursor back where it was; false when there is none.
    @discardableResult
    public mutating func undo() -> Bool {
        guard let step = undoSteps.popLast() else { return false }
        _ = replace(step.offset..<(step.offset + step.inserted), with: String(step.removed), undoKind: nil)
        cursor = min(step.cursorBefore, characters.count)
        return true
    }

    /// Keeps an edit to undo, joined to the one before when both are typing (or both deleting
    /// with Backspace or Del) and they touch.
    mutating func keepUndo(_ step: TextUndoStep) {
        if let last = undoSteps.last, let joined = last.joined(with: step) {
            undoSteps[undoSteps.count - 1] = joined
            return
        }
        if undoSteps.count == Self.keptUndoSteps { undoSteps.removeFirst() }
        undoSteps.append(step)
    }
}

/// One edit as undo sees it: at `offset`, `inserted` characters stand where `removed` were.
struct TextUndoStep: Sendable {
    /// What made the edit: runs of the same kind of keys are undone together; a letter typed
    /// after a space (`typingWordStart`) starts a run of typing.
    enum Kind: Sendable { case typing, typingWordStart, deleting, other }

    let kind: Kind
    let offset: Int
    let removed: [Character]
    let inserted: Int
    let cursorBefore: Int

    /// The two edits as one, when `next` (made on the text this one left) continues it.
    func joined(with next: TextUndoStep) -> TextUndoStep? {
        let continues = kind == next.kind || (kind == .typingWordStart && next.kind == .typing)
        guard continues, next.kind == .typing || next.kind == .deleting else { return nil }
        let end = offset + inserted, nextEnd = next.offset + next.removed.count
        guard next.offset <= end, nextEnd >= offset else { return nil }
        let before = next.removed.prefix(max(0, offset - next.offset))
        let after = next.removed.dropFirst(max(0, end - next.offset))
        let span = max(end, nextEnd) - min(offset, next.offset)
        return TextUndoStep(
            kind: kind, offset: min(offset, next.offset), removed: Array(before) + removed + Array(after),
            inserted: span - next.removed.count + next.inserted, cursorBefore: cursorBefore)
    }
}
