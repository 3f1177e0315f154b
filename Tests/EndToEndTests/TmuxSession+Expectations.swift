import Foundation
import Testing

extension TmuxSession {
    /// The line of `stty -a` the pane printed after the app exited.
    func terminalModes() throws -> String {
        try screen().split(separator: "\n").first { $0.contains("icanon") }.map(String.init) ?? ""
    }

    /// After the app exited, the pane's terminal is back in cooked mode with echo, on the main
    /// screen, with a visible cursor and no mouse reports.
    func expectRestored(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let modes = try terminalModes()
        #expect(modes.contains(" icanon") && !modes.contains("-icanon"), "icanon is back: \(modes)",
                sourceLocation: sourceLocation)
        #expect(modes.contains(" echo ") && !modes.contains("-echo "), "echo is back: \(modes)",
                sourceLocation: sourceLocation)
        #expect(try value("#{alternate_on}") == "0", "the alternate screen was left", sourceLocation: sourceLocation)
        #expect(try value("#{cursor_flag}") == "1", "the cursor is visible", sourceLocation: sourceLocation)
        #expect(try value("#{mouse_any_flag}") == "0", "the mouse is the terminal's again", sourceLocation: sourceLocation)
    }

    /// The exit status the pane printed, once the app has exited (nil if it has not within `seconds`).
    func exitStatus(seconds: Double = 20) async throws -> Int? {
        guard try await waitFor("EXIT=", seconds: seconds) else { return nil }
        let line = try screen().split(separator: "\n").first { $0.hasPrefix("EXIT=") }
        return line.flatMap { Int($0.dropFirst("EXIT=".count)) }
    }

    /// The screen once it stopped changing (the same two looks 100 ms apart), so a frame that
    /// tmux is still receiving is never compared; the last look after `seconds`.
    func settledScreen(seconds: Double = 10) async throws -> String {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        var previous = try screen()
        while ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(100))
            let current = try screen()
            if current == previous { return current }
            previous = current
        }
        return previous
    }
}

extension TmuxSession {
    /// From Welcome, continues as a guest: Explore shows.
    func startAsGuest(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        #expect(try await waitFor("Get started"), sourceLocation: sourceLocation)
        try send("g")
        #expect(try await waitFor("Latest news"), sourceLocation: sourceLocation)
    }

    /// From Welcome, as a guest, opens the first avatar's chat and its model picker, then picks
    /// the backend two rows above the first one's, once the first could not list its models (a
    /// config with backends `a` and then `b`, both on a port where nothing listens).
    func pickSecondBackend(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await startAsGuest(sourceLocation: sourceLocation)
        try send("Enter")
        #expect(try await waitFor("Message "), sourceLocation: sourceLocation)
        try send("C-o")
        // The rows settle once a's models could not be listed: then two rows up is b.
        #expect(try await waitFor("Could not list the models of a"), sourceLocation: sourceLocation)
        try send("Up")
        try send("Up")
        try send("Enter")
    }

    /// From Welcome, makes the account "Ada 愛": Explore shows.
    func signUp(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        #expect(try await waitFor("Get started"), sourceLocation: sourceLocation)
        try send("Enter")
        #expect(try await waitFor("Create account"), sourceLocation: sourceLocation)
        try send("-l", "Ada 愛")
        try send("Enter")
        #expect(try await waitFor("Latest news"), sourceLocation: sourceLocation)
    }

    /// Quits with `q`: the app exits with status 0.
    func quit(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try send("q")
        #expect(try await waitFor("EXIT=0"), sourceLocation: sourceLocation)
    }

    /// Runs the app once on `dataFolder`, which makes its database: leaves Welcome as a guest,
    /// or with the account "Ada 愛" when `signingUp`, takes the `steps` and quits.
    static func runOnce(
        dataFolder: URL, signingUp: Bool = false, sourceLocation: SourceLocation = #_sourceLocation,
        steps: (TmuxSession) async throws -> Void = { _ in }
    ) async throws {
        let session = try TmuxSession(dataFolder: dataFolder)
        if signingUp {
            try await session.signUp(sourceLocation: sourceLocation)
        } else {
            try await session.startAsGuest(sourceLocation: sourceLocation)
        }
        try await steps(session)
        try await session.quit(sourceLocation: sourceLocation)
    }

    /// In New avatar: types the name, skips the character (Tab Tab) and types what it is doing.
    func fillNewAvatar(name: String, doing: String) throws {
        try send("-l", name)
        try send("Tab", "Tab")
        try send("-l", doing)
    }
}
