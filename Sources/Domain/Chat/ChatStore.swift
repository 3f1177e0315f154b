import Foundation

/// Keeps conversations and their messages.
///
/// Messages of a chat are ordered by `sentAt`; messages sent at the same instant keep the order
/// in which they were appended.
///
/// An avatar has main chats (`article == nil`: Ctrl-N in Chat starts another) and chats about
/// articles, any number of each.
///
/// A regenerated reply keeps its earlier versions (`addVersion(_:replacing:)`): they share a
/// group, and one of them is shown. Everything that lists messages (`messages`, `chats`,
/// `messageCount`, `search`) sees only the version shown, with its `versionNumber` and
/// `versionCount` filled in; any version's id names the whole group in `showVersion` and
/// `deleteMessage`.
public protocol ChatStore: Sendable {
    /// The avatar's main chat with the most recent activity (`modifiedAt`, then the one started
    /// last), started (empty) when there is none yet.
    func chat(for avatarID: String) async throws -> Chat

    /// Starts a new, empty chat with the avatar: about the article, or a main chat when it is nil.
    func newChat(for avatarID: String, about article: ArticleReference?) async throws -> Chat

    /// Every chat with the avatar, main and about articles, the most recent activity first.
    func chats(with avatarID: String) async throws -> [Chat]

    /// The chat with the id. Throws `DomainError.notFound` when there is none.
    func chat(id: UUID) async throws -> Chat

    /// Every chat, the most recent activity (`modifiedAt`) first, each with its newest message.
    func chats() async throws -> [ChatSummary]

    /// The chats about the article, the most recent activity first.
    func chats(about articleID: String) async throws -> [ChatSummary]

    /// Keeps the backend and model the chat answers with (nil: the default).
    /// Throws `DomainError.notFound` when there is no such chat.
    func setModelChoice(backendName: String?, model: String?, in chatID: UUID) async throws

    /// Keeps the title the user gave the chat; nil goes back to the default one.
    /// Throws `DomainError.chatGone` when there is no such chat.
    func rename(_ chatID: UUID, to title: String?) async throws

    /// Stores a message at the end of the chat and returns it as stored.
    /// The first message of the user's sets the chat's `openingText`.
    ///
    /// The chat's `modifiedAt` moves forward to the message's `sentAt`.
    /// Throws `DomainError.notFound` when there is no such chat.
    func append(_ message: ChatMessage, to chatID: UUID) async throws -> ChatMessage

    /// Stores the messages at the end of the chat, in order, all or none: when one cannot be
    /// stored, none is. The chat's `modifiedAt` moves forward to the newest `sentAt`.
    /// Throws `DomainError.notFound` when there is no such chat.
    func append(contentsOf messages: [ChatMessage], to chatID: UUID) async throws

    /// Replaces the text and state of a stored message, such as a reply that grows as it streams.
    ///
    /// Throws `DomainError.notFound` when there is no such message.
    func update(messageID: UUID, text: String, state: MessageState) async throws

    /// Replaces what a reply holds: its text, state, model, reasoning and failure reason (the
    /// message's id names it; its role, time and version are left as stored).
    ///
    /// Throws `DomainError.chatGone` when there is no such message: it went with its chat,
    /// deleted in another aichats (with the account, say), which is what the user can tell from
    /// it; its id means nothing to them.
    func updateReply(_ message: ChatMessage) async throws

    /// Stores `reply` as the newest version of the reply `messageID` (any of its versions) and
    /// shows it instead; the versions shown before are kept. The chat's `modifiedAt` moves
    /// forward to the reply's `sentAt`. Returns the reply as stored, with its version numbers.
    ///
    /// Throws `DomainError.notFound` when there is no such message.
    func addVersion(_ reply: ChatMessage, replacing messageID: UUID) async throws -> ChatMessage

    /// Shows version `number` (from 1, the oldest) of the reply `messageID` (any of its
    /// versions) and returns it. Throws `DomainError.notFound` when there is no such message or
    /// version.
    func showVersion(_ number: Int, of messageID: UUID) async throws -> ChatMessage

    /// Deletes the message with all its versions; does nothing when there is no such message.
    func deleteMessage(_ id: UUID) async throws

    /// The messages (shown versions) of every chat that hold `query`, as
    /// `ChatSearchHit.matches` says, the newest first, at most `limit`.
    func search(_ query: String, limit: Int) async throws -> [ChatSearchHit]

    /// One page of the chat's history: the `limit` newest messages older than the message
    /// `before`, or the newest ones when `before` is nil.
    ///
    /// The page is in chronological order (oldest first), so the first message of a page is the
    /// cursor for the next, older page. An empty page means there is nothing older.
    /// Throws `DomainError.notFound` when `before` names no message of the chat.
    func messages(in chatID: UUID, before: UUID?, limit: Int) async throws -> [ChatMessage]

    /// One page of the chat's history going forward: the `limit` oldest messages newer than the
    /// message `after`, or the oldest ones when `after` is nil (Ctrl-Home's first page).
    ///
    /// The page is in chronological order, so its last message is the cursor for the next, newer
    /// page. An empty page means there is nothing newer.
    /// Throws `DomainError.notFound` when `after` names no message of the chat.
    func messages(in chatID: UUID, after: UUID?, limit: Int) async throws -> [ChatMessage]

    /// The messages (shown versions) of the chat that hold `query`, oldest first, each with how
    /// many times, as `MessageOccurrences.count(of:in:)` counts them: a search in one chat,
    /// answered without the chat's messages being held (a chat has thousands).
    func occurrences(of query: String, in chatID: UUID) async throws -> [MessageOccurrences]

    func messageCount(in chatID: UUID) async throws -> Int

    /// Records that the user has seen the chat's messages sent up to `time`; an earlier time than
    /// the one recorded changes nothing.
    func markViewed(_ chatID: UUID, through time: Date) async throws

    /// Records that the user has not seen the chat's messages sent from `time` on (a reply that
    /// ended while its chat was closed): a later time recorded goes back to just before it
    /// (`Chat.unviewed(from:)`); an earlier one stays.
    func markUnviewed(_ chatID: UUID, from time: Date) async throws

    /// Records that the reply `messageID` ended at `time`: its chat counts as changed then, and
    /// Chats lists it first, as it does a chat the user just wrote in (a slow reply that ends
    /// after a message sent elsewhere moves its chat up). An earlier time changes nothing.
    func replyEnded(_ messageID: UUID, at time: Date) async throws

    /// Deletes the chat and all its messages; does nothing when there is no such chat.
    func deleteChat(_ chatID: UUID) async throws

    /// Deletes the chat when it holds no message and no draft, in one write (a message or a
    /// draft another aichats stores meanwhile keeps it); returns true when it did.
    func deleteChatIfEmpty(_ chatID: UUID) async throws -> Bool
}

extension ChatStore {
    /// Appends the messages one by one, for stores that cannot fail halfway (test doubles).
    public func append(contentsOf messages: [ChatMessage], to chatID: UUID) async throws {
        for message in messages { _ = try await append(message, to: chatID) }
    }
}
