/// The text of a bracketed paste as it arrives. Carriage returns (what terminals send for pasted
/// line breaks) and CR LF pairs become "\n"; function-key codes inside a paste are dropped.
struct PasteCollector {
    /// The text so far.
    private(set) var text = ""
    private var lastWasCarriageReturn = false

    mutating func add(_ input: NcursesInput) {
        guard case .character(let code) = input, let scalar = Unicode.Scalar(code) else { return }
        defer { lastWasCarriageReturn = code == 13 }
        if code == 10, lastWasCarriageReturn { return }
        text.unicodeScalars.append(code == 13 ? "\n" : scalar)
    }
}
