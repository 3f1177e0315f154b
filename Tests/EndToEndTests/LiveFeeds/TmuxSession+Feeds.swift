import Foundation

extension TmuxSession {
    /// The list row the app marks as selected ("▸ "); the first when several lists show one.
    func selectedRow() throws -> String? {
        try screen().split(separator: "\n").first { $0.contains("▸") }.map(String.init)
    }

    /// The status bar: the screen's last line.
    func statusBar() throws -> String {
        try screen().split(separator: "\n", omittingEmptySubsequences: false).last { !$0.isEmpty }.map(String.init) ?? ""
    }

    /// Waits up to `seconds` for the status bar to hold `text`.
    @discardableResult
    func waitForStatus(_ text: String, seconds: Double = 10) async throws -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while ContinuousClock.now < deadline {
            if try statusBar().contains(text) { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return try statusBar().contains(text)
    }
}
