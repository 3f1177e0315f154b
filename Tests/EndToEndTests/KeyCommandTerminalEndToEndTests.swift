import Foundation
import TestSupport
import Testing

/// A key command that asks on /dev/tty (`pass` with pinentry-tty, say) while the screen is up
/// must neither draw over the screen nor wait for keys the app reads: it runs without a terminal,
/// and the failure says that it cannot ask there.
@Suite("A key command that asks on the terminal while the screen is up")
struct KeyCommandTerminalEndToEndTests {
    @Test func itFailsAtOnceAndSaysItCannotAsk() async throws {
        let asking = "printf 'Passphrase: ' >/dev/tty; read -r k </dev/tty; echo $k"
        let config = try ConfigEndToEndTests.ConfigFolder("""
            default_backend = "a"
            [backends.a]
            base_url = "http://127.0.0.1:9/v1"
            model = "m"
            [backends.b]
            base_url = "http://127.0.0.1:9/v1"
            model = "m"
            api_key_command = "\(asking)"
            """)
        let session = try TmuxSession(environment: config.environment)
        try await session.pickSecondBackend()
        let failed = try await session.waitFor("Could not list the models of b", seconds: 10), picker = try session.screen()
        #expect(failed, "the command gave up at once: \(picker)")
        // Once, in the command the reason quotes; the prompt itself reached no screen.
        #expect(picker.components(separatedBy: "Passphrase").count == 2, "nothing drew over the screen: \(picker)")
        // The reason wraps inside the sheet's box: its words, read across the rows.
        let words = picker.replacingOccurrences(of: "│", with: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("an api_key_command cannot ask for input while aichats runs"), "\(picker)")
        try session.send("C-c")
        #expect(try await session.exitStatus() == 0)
    }
}
