/// A list of links to pick one from (the reader's `l`, Chat's Alt-o): the selected row, and the
/// number typed so far digit by digit, as the text numbers its links (`[43]` is 4, then 3).
public struct LinkPicker: Hashable, Sendable {
    public private(set) var selection: Selection
    private var typed = 0

    init(count: Int = 0) {
        selection = Selection(count: count)
    }

    /// A key that moves the selection; a number being typed starts over.
    mutating func edit(_ edit: (inout Selection) -> Void) {
        typed = 0
        edit(&selection)
    }

    mutating func resize(to count: Int) { selection.resize(to: count) }

    /// Forgets the number typed so far, as when the list closes.
    mutating func forgetTyped() { typed = 0 }

    /// A digit typed: selects the link of `choices` that the number typed so far and `digit`
    /// make, or `digit` alone when that would be past the last numbered link (it starts a new
    /// number). What to say when neither names a link.
    mutating func type(_ digit: Int, in choices: [LinkChoice]) -> Notice? {
        let numberedRows = choices.indices.filter { choices[$0].number != nil }
        let count = numberedRows.count
        let longer = typed * 10 + digit
        let number = (1...max(count, 1)).contains(longer) ? longer : digit
        guard count > 0, (1...count).contains(number) else {
            typed = 0
            return Notice("There is no link \(digit): the links are numbered 1 to \(count)")
        }
        typed = number
        selection.select(numberedRows[number - 1])
        return nil
    }
}
