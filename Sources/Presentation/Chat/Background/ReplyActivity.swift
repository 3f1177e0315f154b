/// What a reply being written in a chat left with Alt-l is doing, as its row in Chats says it:
/// its request went out and the server has not answered yet (a model loading, a proxy holding
/// it, a wait the server asked for), or the server answered and the model writes.
public enum ReplyActivity: Sendable, Equatable {
    /// "waiting…", as the chat's rule says "waiting for local to answer".
    case awaitingServer
    /// "writing…".
    case writing
}
