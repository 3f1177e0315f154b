@testable import DataAccess
import Domain
import Foundation
import GRDB
import PropertyBased
import TestSupport
import Testing

/// No stored text is cut at any code point: what the SQLite stores give back is what went in,
/// cleaned by `UntrustedText` (a NUL used to end the stored text there, marked complete).
@Suite("Stored text comes back whole")
struct StoredTextRoundTripTests {
    let folder: TemporaryFolder, database: AppDatabase

    init() throws { (folder, database) = try TemporaryFolder.withDatabase() }

    /// Samples of a plane as one text: every 13th code point from its start (so every offset
    /// within a block comes round), its last two (noncharacters), surrogates left out, with a
    /// NUL, a control and an escape sequence every so often.
    static func plane(_ plane: UInt32) -> String {
        var scalars = String.UnicodeScalarView()
        let first = plane << 16, last = first | 0xFFFF
        for value in stride(from: first, through: last, by: 13).map({ $0 }) + [last - 1, last] {
            guard let scalar = Unicode.Scalar(value) else { continue }
            scalars.append(scalar)
            if value % 0x1000 < 13 { scalars.append(contentsOf: "\u{0}\u{1B}[2J\r\n\u{9B}1m".unicodeScalars) }
        }
        return String(scalars)
    }

    /// Short texts that used to be cut or that stores find hard: NUL, noncharacters, U+FFFD,
    /// combining marks, ZWJ emoji, the last code point.
    static let samples = [
        "before\u{0}after", "\u{0}", String(String.UnicodeScalarView([0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x1FFFE, 0x10FFFF].compactMap(Unicode.Scalar.init))), "\u{FFFD}",
        "e\u{301}\u{302}\u{303}", "👩‍💻🐈‍⬛❤️☄️🇯🇵", "日本語\r\n中文\r한국어", "\u{7F}\u{80}\u{9F}\u{A0}",
    ]

    @Test(arguments: 0...16)
    func messagesKeepCodePointsOfEveryPlane(plane: Int) async throws {
        let text = Self.plane(UInt32(plane))
        let store = SQLiteChatStore(database: database, clock: .fixed(instant(0)))
        let chat = try await store.chat(for: "mochi")
        let reply = try await store.append(ChatMessage(role: .assistant, text: "", sentAt: instant(1), state: .partial), to: chat.id)
        _ = try await store.append(ChatMessage(role: .user, text: text, sentAt: instant(2)), to: chat.id)
        try await store.update(messageID: reply.id, text: text + "!", state: .complete)
        let stored = try await store.messages(in: chat.id, before: nil, limit: 5).map(\.text)
        #expect(stored.map(\.unicodeScalars.count) == [text + "!", text].map { UntrustedText.clean($0).unicodeScalars.count })
        #expect(stored == [UntrustedText.clean(text + "!"), UntrustedText.clean(text)])
    }

    @Test(arguments: samples)
    func everyStoreKeepsItsTextWhole(text: String) async throws {
        let clean = UntrustedText.clean(text)
        let chats = SQLiteChatStore(database: database, clock: .fixed(instant(0)))
        let chat = try await chats.chat(for: "mochi")
        _ = try await chats.append(ChatMessage(role: .user, text: text, sentAt: instant(1)), to: chat.id)
        #expect(try await chats.messages(in: chat.id, before: nil, limit: 1).map(\.text) == [clean])
        #expect(try await chats.chats().first?.lastMessage?.text == clean)

        let profiles = SQLiteProfileService(database: database)
        try await profiles.save(Profile(name: text, color: .cyan, createdAt: instant(0)))
        #expect(try await profiles.currentProfile()?.name == clean)

        let avatars = SQLiteAvatarStore(database: database)
        try await avatars.save(Avatar(id: "user-1", name: text, character: .cat, action: text, location: text,
                                      author: text, createdAt: instant(0), popularity: 0, isUserMade: true))
        let avatar = try #require(try await avatars.userAvatars().first)
        #expect([avatar.name, avatar.action, avatar.location, avatar.author] == [clean, clean, clean, clean])
    }

    @Test func randomHostileTextComesBackAsItWasCleaned() async throws {
        let store = SQLiteChatStore(database: database, clock: .fixed(instant(0)))
        let chat = try await store.chat(for: "mochi")
        await propertyCheck(count: 60, input: hostileStoreText) { text in
            let stored = try await store.append(ChatMessage(role: .assistant, text: text, sentAt: instant(1)), to: chat.id)
            let again = try await store.messages(in: chat.id, before: nil, limit: 1)
            #expect(again.map(\.text) == [UntrustedText.clean(text)])
            #expect(stored.text == UntrustedText.clean(text))
            try await store.deleteChat(chat.id)
            _ = try await store.chat(for: "mochi")
        }
    }

    /// A row that another program wrote with a bidi override and an escape sequence reads clean.
    @Test func aHostileRowReadsClean() async throws {
        let store = SQLiteChatStore(database: database, clock: .fixed(instant(0)))
        let chat = try await store.chat(for: "mochi")
        try await database.pool.write { db in
            try db.execute(sql: """
                INSERT INTO message (id, chatId, role, text, sentAt, state) VALUES (?, ?, 'assistant', ?, 1, 'complete')
                """, arguments: [UUID().uuidString, chat.id.uuidString, "a\u{1B}]52;c;SGVsbG8=\u{7}b\u{202E}c\u{9B}2Jd"])
        }
        #expect(try await store.messages(in: chat.id, before: nil, limit: 1).map(\.text) == ["abcd"])
    }

    /// A chat started about an article gives the article back as stored: its title cleaned.
    @Test func aNewChatGivesItsArticleAsStored() async throws {
        let store = SQLiteChatStore(database: database, clock: .fixed(instant(0)))
        let article = ArticleReference(id: "a-1", title: "Cats\u{1B}[2J \u{202E}rule", link: URL(string: "https://example.com/a"))
        let chat = try await store.newChat(for: "mochi", about: article)
        #expect(chat.article?.title == UntrustedText.clean(article.title))
        #expect(chat.article?.title != article.title)
        #expect(try await store.chat(id: chat.id) == chat)
    }
}

/// Random text mixing every plane's characters with controls and sequence pieces.
let hostileStoreText = Gen.uint32().array(of: 0...80).map { picks in
    String(String.UnicodeScalarView(picks.map { pick in
        switch pick % 5 {
        case 0: Unicode.Scalar(pick % 0x20) ?? "?"
        case 1: ["\u{1B}", "[", "]", "\u{7}", "\u{9B}", "\u{0}", "\r", "\u{202E}"][Int(pick / 5 % 8)]
        default: Unicode.Scalar(pick / 5 % 0x110000) ?? "\u{FFFD}"
        }
    }))
}
