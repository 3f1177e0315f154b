import Foundation
import TestSupport
import Testing

/// What a key costs on the wire: ncurses' attribute changes no longer select the ASCII character
/// set each time (3 bytes of xterm's, 1 of screen's) nor begin with a 0 parameter (bold is
/// `ESC [ ; 1 m`), and the screen still shows its styles; the set is selected once when the app
/// takes the terminal back (here after a SIGCONT). In the terminal types' suite, whose sessions
/// run one at a time.
extension TerminalTypeEndToEndTests {
    @Test(arguments: [("xterm-256color", [0x1B, 0x28, 0x42]), ("screen", [0x0F])] as [(String, [UInt8])])
    func keysAreDrawnWithoutSelectingTheCharacterSetAgain(_ terminal: String, _ selection: [UInt8]) async throws {
        let session = try TmuxSession(environment: ["TERM": terminal])
        #expect(try await session.waitFor("Get started", seconds: 30))
        try session.send("g")
        #expect(try await session.waitFor("Latest news"))
        let output = try TemporaryFolder(), raw = output.file("terminal-output")
        try session.recordOutput(to: raw)
        try session.send("5", "Down", "Down", "Down")
        try await Task.sleep(for: .milliseconds(500))
        let written = try Data(contentsOf: raw)
        #expect(written.count > 100, "the keys' frames were recorded")
        #expect(written.firstRange(of: Data(selection)) == nil, "an attribute change selected the character set")
        #expect(written.firstRange(of: Data("\u{1B}[0;".utf8)) == nil, "an attribute change began with 0")
        #expect(written.firstRange(of: Data("\u{1B}[;1m".utf8)) != nil, "the selected row is still bold")

        kill(try #require(try session.appPID()), SIGCONT)
        try await Task.sleep(for: .milliseconds(500))
        let afterContinue = try Data(contentsOf: raw).dropFirst(written.count)
        #expect(afterContinue.firstRange(of: Data(selection)) != nil, "taking the terminal back selects the set")
        try await session.quit()
        try session.expectRestored()
    }
}
