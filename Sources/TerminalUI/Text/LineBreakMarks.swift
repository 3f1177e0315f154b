/// The marks a line may not start or end with (kinsoku, as CJK typesetting asks): a closing mark
/// (`。`, `、`, `」`) stays with what comes before it and an opening one (`「`) with what follows.
/// Both wraps, of plain text (`WrappedLines`) and of styled text (`SpanWrap`), keep them.
enum LineBreakMarks {
    /// Marks that may not start a line.
    static let closing: Set<Character> = Set("、。，．：；？！）」』】〕〉》｝］〙〗・")
    /// Marks that may not end a line.
    static let opening: Set<Character> = Set("（「『【〔〈《｛［〘〖")

    /// True when no line may break between a piece ending with `last` and one starting with `next`.
    static func holdTogether(_ last: Character?, _ next: Character?) -> Bool {
        last.map(opening.contains) == true || next.map(closing.contains) == true
    }
}
