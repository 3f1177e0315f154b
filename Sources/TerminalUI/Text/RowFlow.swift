/// Wraps characters into rows from a row start on (see `TextAreaLayout` for the rules).
struct RowFlow {
    let characters: [Character]
    let width: Int
    /// The rows so far.
    var rows: [Range<Int>] = []
    /// How many characters have been looked at.
    private(set) var walked = 0
    private var start: Int

    init(characters: [Character], width: Int, start: Int) {
        self.characters = characters
        self.width = width
        self.start = start
    }

    /// Lays out rows to the end of the text, or until `stop` is true for the start of a new row;
    /// that row is then not added.
    mutating func run(stop: (Int) -> Bool) {
        var used = 0, index = start
        while index < characters.count {
            let character = characters[index]
            walked += 1
            if character == "\n" {
                if begin(at: index + 1, ending: index, stop: stop) { return }
                used = 0
                index += 1
                continue
            }
            var cells = Self.cells(of: character, at: used)
            if used + cells > width, index > start {
                if character == " ", used <= width {
                    used += 1
                    index += 1
                    continue
                }
                let end = breakIndex(before: index)
                if begin(at: end, ending: end, stop: stop) { return }
                used = Self.cells(characters[end..<index])
                cells = Self.cells(of: character, at: used)
                if used + cells > width, index > start {
                    if begin(at: index, ending: index, stop: stop) { return }
                    used = 0
                    cells = Self.cells(of: character, at: 0)
                }
            }
            used += cells
            index += 1
        }
        if used > width { rows.append(start..<characters.count) }
        rows.append((used > width ? characters.count : start)..<characters.count)
    }

    /// Ends the current row at `end` and starts the next at `next`, unless `stop` says not to.
    private mutating func begin(at next: Int, ending end: Int, stop: (Int) -> Bool) -> Bool {
        rows.append(start..<end)
        start = next
        return stop(next)
    }

    /// Where to end a row that is full before `index`: after its last space or next to a wide
    /// character; at `index` when the row is one long word.
    private func breakIndex(before index: Int) -> Int {
        var end = index
        while end > start + 1 {
            let before = characters[end - 1], after = characters[end]
            if before == " " || before == "\t" || TextWidth.isWideCharacter(before) || TextWidth.isWideCharacter(after) { return end }
            end -= 1
        }
        return index
    }

    /// The cells of a row's characters, a tab reaching the next multiple of four columns.
    static func cells(_ characters: ArraySlice<Character>) -> Int {
        characters.reduce(0) { $0 + cells(of: $1, at: $0) }
    }

    /// The cells `character` takes at cell `column` of its row: a tab reaches the next multiple
    /// of four columns of the row (`TabStops`), so that a row's layout still depends only on
    /// the text from its first character on.
    static func cells(of character: Character, at column: Int) -> Int {
        character == "\t" ? TabStops.width - column % TabStops.width : TextWidth.of(character)
    }
}
