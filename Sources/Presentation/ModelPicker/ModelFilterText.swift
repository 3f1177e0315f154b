import Foundation

/// The model picker's filter, folded once for the thousands of ids a router lists: looking each
/// id up through Foundation (`localizedCaseInsensitiveContains`, the filter trimmed anew each
/// time) took a second a key with 60,000 models.
struct ModelFilterText {
    let folded: String

    init(_ text: String) {
        folded = text.trimmingCharacters(in: .whitespaces).lowercased()
    }

    var isEmpty: Bool { folded.isEmpty }

    /// Whether `text` holds the filter, in any case.
    func matches(_ text: some StringProtocol) -> Bool {
        folded.isEmpty || text.lowercased().firstRange(of: folded) != nil
    }

    func isExactly(_ text: some StringProtocol) -> Bool { text.lowercased() == folded }

    func begins(_ text: some StringProtocol) -> Bool { text.lowercased().hasPrefix(folded) }
}
