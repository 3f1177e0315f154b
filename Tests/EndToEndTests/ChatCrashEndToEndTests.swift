import Foundation
import TestSupport
import Testing

/// Killing the app mid-reply loses neither the message nor the reply so far.
@Suite("aichats keeps chats through a crash", .serialized)
struct ChatCrashEndToEndTests {
    @Test func aMessageAndItsReplyOutliveSIGKILL() async throws {
        let temporary = try TemporaryFolder(made: false), data = temporary.url
        let message = "Do you remember this, 42?"
        var avatarName = ""
        do {
            let first = try TmuxSession(dataFolder: data)
            try await first.startAsGuest()
            try first.send("Enter")
            #expect(try await first.waitFor("Message "), "Enter opens the first featured avatar's chat")
            try first.send("-l", message)
            try first.send("Enter")
            #expect(try await first.waitFor("is typing", seconds: 30))
            // The header's first line is "<name> · <backend / model>".
            avatarName = try first.screen().split(separator: "\n").first
                .map { String($0.split(separator: " · ").first ?? "").trimmingCharacters(in: .whitespaces) } ?? ""
            // The reply streams a word about every 40 ms and is saved at least every half second.
            try await Task.sleep(for: .milliseconds(1_200))
            let pid = try #require(try first.appPID())
            #expect(kill(pid, SIGKILL) == 0)
            #expect(try await first.waitFor("EXIT=137"))
        }
        let second = try TmuxSession(dataFolder: data)
        #expect(try await second.waitFor("Latest news"), "a guest is not greeted by Welcome again")
        try second.send("Enter")
        #expect(try await second.waitFor(message), "the message survived")
        let lines = try second.screen().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let header = try #require(lines.firstIndex { $0.hasPrefix(avatarName + " · ") }, "the reply is there: \(lines)")
        #expect(!avatarName.isEmpty)
        #expect(lines.indices.contains(header + 1) && lines[header + 1] != "…" && !lines[header + 1].isEmpty,
                "the reply kept its text: \(lines)")
        #expect(!lines.contains { $0.contains("is typing") })
        try second.send("Escape")
        #expect(try await second.waitUntilGone(message))
        try await second.quit()
    }
}
