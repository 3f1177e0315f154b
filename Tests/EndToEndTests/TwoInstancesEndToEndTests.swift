import Foundation
import TestSupport
import Testing

/// Two copies of the app on one data folder at the same time: both work, and a third finds
/// everything both wrote.
@Suite("aichats twice at once", .serialized)
struct TwoInstancesEndToEndTests {
    /// Words on screen that would mean the database refused or lost a write.
    static let troubles = ["locked", "Could not", "could not", "reply failed"]

    /// Nothing on the screen says the database failed.
    func expectNoTrouble(_ session: TmuxSession, _ moment: String) throws {
        let screen = try session.screen()
        for word in Self.troubles {
            #expect(!screen.contains(word), "\(moment): '\(word)' on screen:\n\(screen)")
        }
    }

    /// Types a message into the open chat and sends it; returns once the app has taken it. The
    /// input's placeholder ("Message …") leaves while text is typed and comes back once Enter
    /// sent it, so an Esc that follows can never reach the chat before the message does.
    func send(_ text: String, in session: TmuxSession) async throws {
        try session.send("-l", text)
        #expect(try await session.waitUntilGone("Message "), "the text is in the input: \(text)")
        try session.send("Enter")
        #expect(try await session.waitFor("Message "), "the input is empty again: \(text)")
    }

    /// Waits until the message shows and its reply has finished streaming.
    func expectAnswered(_ text: String, in session: TmuxSession) async throws {
        #expect(try await session.waitFor(text), "the message shows: \(text)")
        #expect(try await session.waitUntilGone("is typing"), "the reply finished")
        try expectNoTrouble(session, "after sending \(text)")
    }

    @Test func bothInstancesWriteAndAThirdSeesEverything() async throws {
        let temporary = try TemporaryFolder(made: false), data = temporary.url
        let fromA = "A writes to the first 甲", fromB = "B writes to the first 乙", fromB2 = "B writes to the second 丙"
        do {
            // Both start on the empty folder at once, so both find the schema missing.
            let a = try TmuxSession(dataFolder: data), b = try TmuxSession(dataFolder: data)
            #expect(try await a.waitFor("Get started"))
            #expect(try await b.waitFor("Get started"))
            try a.send("Enter")
            #expect(try await a.waitFor("Create account"))
            try a.send("-l", "Ada 愛")
            try a.send("Enter")
            try b.send("g")
            #expect(try await a.waitFor("Latest news"))
            #expect(try await b.waitFor("Latest news"))
            // Both open the first featured avatar's chat, so both ask for the same chat row.
            try a.send("Enter")
            try b.send("Enter")
            #expect(try await a.waitFor("Message "))
            #expect(try await b.waitFor("Message "))
            // Both replies stream, and are saved every half second, at the same time.
            try await send(fromA, in: a)
            try await send(fromB, in: b)
            try await expectAnswered(fromA, in: a)
            try await expectAnswered(fromB, in: b)
            try b.send("Escape")
            #expect(try await b.waitFor("Latest news"))
            try b.send("Down", "Enter")
            #expect(try await b.waitFor("Message "))
            try await send(fromB2, in: b)
            try await expectAnswered(fromB2, in: b)
            for session in [a, b] {
                try session.send("Escape")
                #expect(try await session.waitFor("Latest news"))
                try await session.quit()
            }
        }
        let third = try TmuxSession(dataFolder: data)
        #expect(try await third.waitFor("Latest news"), "A's account was saved, so Welcome is skipped")
        try third.send("c")
        #expect(try await third.waitFor("2 conversations"))
        try third.send("Escape")
        #expect(try await third.waitFor("Latest news"))
        try third.send("Enter")
        #expect(try await third.waitFor(fromA), "A's message is in the first avatar's chat")
        #expect(try third.screen().contains(fromB), "and B's too")
        try third.send("Escape")
        #expect(try await third.waitFor("Latest news"))
        try third.send("Down", "Enter")
        #expect(try await third.waitFor(fromB2), "B's message is in the second avatar's chat")
        try expectNoTrouble(third, "the third instance")
        try third.send("Escape")
        #expect(try await third.waitFor("Latest news"))
        try await third.quit()
    }
}
