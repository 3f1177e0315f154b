import Domain
import Foundation
import Observation

/// The Chats screen's state and intents: the conversations, opening and deleting one, and
/// searching them all (`+Search`).
@MainActor @Observable
public final class ChatsPresenter: FeaturePresenter<ChatsInteractor>, ScreenPresenter, LoadingScreen {
    /// The conversations, the most recent activity first.
    public private(set) var conversations: [Conversation] = []
    /// The selection among the conversations.
    public private(set) var selection = Selection()
    /// Why loading failed, if it did.
    public internal(set) var loadError: String?
    public internal(set) var isLoaded = false

    /// The selected chat's title being typed (`r`); nil otherwise.
    public internal(set) var titleField: TitleField?

    /// The query typed after `/`, searched across every chat.
    public internal(set) var search = SearchLine()
    /// What the last search found; nil while no search is shown.
    public internal(set) var searchResults: [ChatSearchResult]?
    /// The selection among `searchResults`.
    public internal(set) var searchSelection = Selection()
    /// Why the last search failed, if it did.
    public internal(set) var searchError: String?
    /// The search being read for the query typed since the one shown, and its query.
    var searchTask: Task<Void, Never>?
    var pendingSearch: String?

    /// Formats the time of each conversation's last activity, as of the last load.
    public var time: RelativeTime { loadTime.time }
    var loadTime: LoadTime

    /// The chats' ages move on while the list, or a search's results, shows any.
    public var showsAges: Bool { !conversations.isEmpty || searchResults?.isEmpty == false }

    /// What the rows show of the time: each chat's last activity and start, each result's message's time.
    public func catchUpWithClock() {
        let results = searchResults ?? []
        let behind = loadTime.isBehindClock { time in
            conversations.map { time.string(for: $0.summary.chat.modifiedAt) + ($0.startedAt.map(time.started) ?? "") }
                + results.map { time.string(for: $0.hit.message.sentAt) }
        }
        if behind { loadTime.restart() }
    }

    /// The replies being written, in chats left with Alt-l: their rows say "waiting…" or "writing…".
    private let replies: ReplyRuns?
    /// The chat on screen last: back from it, the list selects it.
    private let trail: ChatTrail?

    public init(interactor: ChatsInteractor, router: Router, clock: NowProvider, replies: ReplyRuns? = nil,
                trail: ChatTrail? = nil) {
        self.loadTime = LoadTime(clock: clock)
        self.replies = replies
        self.trail = trail
        super.init(interactor: interactor, router: router)
    }

    /// What a reply being written in the conversation's chat is doing, nil while none is.
    public func replyActivity(_ conversation: Conversation) -> ReplyActivity? { replies?.activity(in: conversation.id) }

    /// `replyActivity` of every conversation that has one, by chat.
    public var replyActivities: [UUID: ReplyActivity] { replies?.activities ?? [:] }

    /// Loads (or reloads) the list, keeping the selected chat selected. A reply that ends
    /// meanwhile loads it again, to show its words. A chat shown before the list opened is no
    /// chat the user comes back from.
    public func onAppear() async {
        replies?.whenAReplyEnds(self) { [weak self] in await self?.reload() }
        _ = trail?.take()
        await reload()
    }

    /// Back from a chat, the list selects it wherever it moved (written in, it is at the top):
    /// the chat the user was in, also when Ctrl-N replaced the one opened from here. A chat that
    /// went as it was left (a new one, unused) leaves the selection where it was.
    public func onReappear() async { await reload(selecting: trail?.take()) }

    /// Reads the list again, selecting `cameBackFrom` when it is listed, else the chat selected.
    func reload(selecting cameBackFrom: UUID? = nil) async {
        let kept = selected?.id
        await loading { conversations = try await interactor.conversations() }
        loadTime.restart()
        let ids = conversations.map(\.id)
        selection.resize(to: ids, keeping: cameBackFrom.flatMap { ids.contains($0) ? $0 : nil } ?? kept)
    }

    public var selected: Conversation? { selection.selected.map { conversations[$0] } }

    /// Moves the selection (the list keys).
    public func editSelection(_ edit: (inout Selection) -> Void) { edit(&selection) }

    /// Opens the selected conversation: one of the avatar's main chats, or a chat about an article. A
    /// chat whose avatar is gone has nobody to answer and cannot be shown: the status bar says so.
    /// A chat deleted in another aichats since the list was read is not opened as a new empty
    /// one: the list says so and is read again.
    public func openSelected() async {
        guard let selected else { return }
        guard !selected.avatarIsGone else {
            return router.show(Notice("The avatar of this chat was deleted, so it cannot be opened: d deletes the chat",
                                      isError: true))
        }
        guard await interactor.exists(selected.id) else {
            await onAppear()
            return router.show(Notice("The chat with \(selected.avatarName) was deleted in another aichats", isError: true))
        }
        // By its id: an avatar may have several main chats (Ctrl-N), and this is the one selected.
        router.push(.savedChat(id: selected.id))
    }

    /// Asks to confirm deleting the selected conversation (`d`).
    public func askToDeleteSelected() {
        guard let selected else { return }
        let writing = replies?.isWriting(in: selected.id) ?? false
        router.confirm(Self.deleteAlert(for: selected, replyBeingWritten: writing)) { [weak self] action in
            guard case .deleteChat(let id) = action else { return }
            await self?.delete(id, name: selected.avatarName)
        }
    }

    /// Esc: closes the search first, then goes back.
    public func back() {
        if isSearching { closeSearch() } else { router.pop() }
    }

    /// The confirmation shown before deleting a conversation: what goes with it, its messages
    /// and the unsent draft (a chat with a draft alone has no message, which goes unsaid), and that
    /// a reply being written there (left with Alt-l) stops.
    public static func deleteAlert(for conversation: Conversation, replyBeingWritten: Bool = false) -> AppAlert {
        let count = conversation.summary.messageCount
        let parts = (count > 0 ? ["its " + Count.phrase(count, "message")] : [])
            + (conversation.draft.isEmpty ? [] : ["your unsent draft"])
        return .confirmation(
            title: "Delete chat",
            message: "Delete the chat with \(conversation.avatarName)\(parts.map { " and " + $0 }.joined())? This cannot be undone."
                + (replyBeingWritten ? " Its reply being written stops." : ""),
            doing: "Delete", action: .deleteChat(id: conversation.id), kept: "Chat not deleted")
    }

    private func delete(_ id: UUID, name: String) async {
        await replies?.stop(in: id)
        do {
            try await interactor.delete(id)
            router.show(Notice("Deleted the chat with \(name)"))
        } catch {
            router.show(Notice("Could not delete the chat: \(error.userMessage)", isError: true))
        }
        await onAppear()
    }
}
