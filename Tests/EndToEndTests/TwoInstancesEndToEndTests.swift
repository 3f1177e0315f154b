import Foundation
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

    /// Types a message into the open chat and sends it.
    func send(_ text: String, in session: TmuxSession) throws {
        try session.send("-l", text)
        try session.send("Enter")
    }

    /// Waits until the message shows and its reply has finished streaming.
    func expectAnswered(_ text: String, in session: TmuxSession) throws {
        #expect(try session.waitFor(text), "the message shows: \(text)")
        #expect(try session.waitUntilGone("is typing"), "the reply finished")
        try expectNoTrouble(session, "after sending \(text)")
    }

    @Test func bothInstancesWriteAndAThirdSeesEverything() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("aichats-twice-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let fromA = "A writes to the first 甲", fromB = "B writes to the first 乙", fromB2 = "B writes to the second 丙"
        do {
            // Both start on the empty folder at once, so both find the schema missing.
            let a = try TmuxSession(dataFolder: data), b = try TmuxSession(dataFolder: data)
            #expect(try a.waitFor("Get started"))
            #expect(try b.waitFor("Get started"))
            try a.send("Enter")
            #expect(try a.waitFor("Create account"))
            try a.send("-l", "Ada 愛")
            try a.send("Enter")
            try b.send("g")
            #expect(try a.waitFor("Latest news"))
            #expect(try b.waitFor("Latest news"))
            // Both open the first featured avatar's chat, so both ask for the same chat row.
            try a.send("Enter")
            try b.send("Enter")
            #expect(try a.waitFor("Message "))
            #expect(try b.waitFor("Message "))
            // Both replies stream, and are saved every half second, at the same time.
            try send(fromA, in: a)
            try send(fromB, in: b)
            try expectAnswered(fromA, in: a)
            try expectAnswered(fromB, in: b)
            try b.send("Escape")
            #expect(try b.waitFor("Latest news"))
            try b.send("Down", "Enter")
            #expect(try b.waitFor("Message "))
            try send(fromB2, in: b)
            try expectAnswered(fromB2, in: b)
            for session in [a, b] {
                try session.send("Escape")
                #expect(try session.waitFor("Latest news"))
                try session.send("q")
                #expect(try session.waitFor("EXIT=0"))
            }
        }
        let third = try TmuxSession(dataFolder: data)
        #expect(try third.waitFor("Latest news"), "A's account was saved, so Welcome is skipped")
        try third.send("c")
        #expect(try third.waitFor("2 conversations"))
        try third.send("Escape")
        #expect(try third.waitFor("Latest news"))
        try third.send("Enter")
        #expect(try third.waitFor(fromA), "A's message is in the first avatar's chat")
        #expect(try third.screen().contains(fromB), "and B's too")
        try third.send("Escape")
        #expect(try third.waitFor("Latest news"))
        try third.send("Down", "Enter")
        #expect(try third.waitFor(fromB2), "B's message is in the second avatar's chat")
        try expectNoTrouble(third, "the third instance")
        try third.send("Escape")
        #expect(try third.waitFor("Latest news"))
        try third.send("q")
        #expect(try third.waitFor("EXIT=0"))
    }
}
