import Foundation

/// The corpus cases this parser does not pass, one `folder/name: reason` a line. The conformance
/// test fails when the failing set differs from this list, so a fix or a regression shows.
enum KnownFailures {
    static let list = """
        """

    /// Case name → reason.
    static var cases: [String: String] {
        var cases: [String: String] = [:]
        for line in list.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            let name = parts[0].trimmingCharacters(in: .whitespaces)
            cases[name] = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        }
        return cases
    }
}
