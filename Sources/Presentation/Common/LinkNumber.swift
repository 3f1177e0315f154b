/// A number typed in a Links list (the reader's `l`, Chat's Alt-o) digit by digit, as the text
/// numbers its links: `[43]` is 4, then 3.
enum LinkNumber {
    /// The number `typed` then `digit` make; `digit` alone when that would be past the last of
    /// `count` links (it starts a new number); nil when neither names a link.
    static func after(_ typed: Int, digit: Int, count: Int) -> Int? {
        guard count > 0 else { return nil }
        let longer = typed * 10 + digit
        let number = (1...count).contains(longer) ? longer : digit
        return (1...count).contains(number) ? number : nil
    }
}
