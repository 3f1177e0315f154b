/// The links' numbers: each distinct href gets the next one when it first appears.
struct LinkFootnotes {
    private(set) var hrefs: [String] = []
    private var numbers: [String: Int] = [:]
    /// The number of the link being written, whose marker follows its text.
    var open: Int?
    /// `output.count` when the open link started: whether its text has been written since.
    var outputCountAtOpen = 0

    /// The number for `href`, a new one when it is new.
    mutating func number(for href: String) -> Int {
        if let number = numbers[href] { return number }
        hrefs.append(href)
        numbers[href] = hrefs.count
        return hrefs.count
    }
}
