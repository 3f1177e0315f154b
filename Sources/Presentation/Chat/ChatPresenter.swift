import Domain
import Foundation
import Observation

/// The Chat screen's state and intents: the stored conversation, the input line and the
/// streaming reply.
@MainActor @Observable
public final class ChatPresenter: FeaturePresenter<ChatInteractor>, ScreenPresenter {
    public internal(set) var avatar: Avatar?
    /// Why loading failed, if it did.
    public private(set) var loadError: String?
    /// The loaded part of the conversation, oldest first.
    public internal(set) var messages: [ChatMessage] = []
    /// The message being typed; it may hold several lines. It is kept as the chat's draft.
    public internal(set) var input = TextInput(allowsLineBreaks: true) {
        didSet { inputChanged() }
    }
    /// The reply that is streaming in, if any.
    public internal(set) var replyingID: UUID?
    /// Lines scrolled up from the newest message (0 = following the conversation).
    public internal(set) var scrollFromBottom = 0
    /// True when the reply grew while the user was scrolled up.
    public internal(set) var hasNewMessagesBelow = false
    /// True when the store may hold messages older than the first loaded one.
    public internal(set) var hasOlderMessages = false
    /// True when the store may hold messages newer than the last loaded one: an older stretch
    /// is shown (a search match's, Ctrl-Home's first page), not the chat's end (see `+Window`).
    public internal(set) var hasNewerMessages = false
    /// Set by Ctrl-Home once the first page is loaded: the view scrolls to its top at the next
    /// frame, when it knows how many lines the page takes.
    public internal(set) var scrollsToOldestOnNextFrame = false
    /// A newer page was added below while the view showed the loaded stretch's end: the view
    /// keeps its lines in place (`keepPlace`) rather than jump to the page's end.
    @ObservationIgnored var newerPageAdded = false
    @ObservationIgnored var isLoadingNewer = false
    /// The message being edited (Alt-e): Enter sends the input in its place.
    public internal(set) var editingMessageID: UUID?
    /// What the input held when the edit began; it comes back when the edit ends.
    var draftBeforeEdit: String?
    /// Why a reply could not be saved, by message id, while saving it keeps failing.
    public internal(set) var saveProblems: [UUID: String] = [:] {
        didSet { if saveProblems.isEmpty { warnedOfUnsavedReply = false } }
    }
    /// Ctrl-C said once that a reply could not be saved (`+Quit`): the next one quits.
    var warnedOfUnsavedReply = false
    /// Counts the changes to messages' texts other than growth at their end (a retry empties a
    /// reply, say), so that a view that lays a growing text out piece by piece knows to start over.
    public internal(set) var textEdits = 0
    /// What the replies are asked with: the avatar's prompt and overrides, the backend and model,
    /// the article (see `replyRequest(history:)`).
    public internal(set) var replySetup = ChatReplySetup.offline
    /// The status bar's word on the latest reply: a 429 countdown, then its tokens.
    public internal(set) var replyStatus: ReplyStatus?
    /// Waits a second between countdown steps (tests make it manual).
    @ObservationIgnored public var statusSleeper: Sleeper = .system
    /// Times the tokens per second (tests fix it).
    @ObservationIgnored public var statusClock: NowProvider = .system

    /// Now, by the chat's clock: the messages' headings name the day of those not sent today.
    public var now: Date { interactor.clock.now() }
    @ObservationIgnored var countdown: Task<Void, Never>?
    /// How long the server has sent nothing for the reply under way, in whole steps of
    /// `ChatPresenter.silenceStep`; nil while it speaks, or has been quiet under `quietAfter`.
    public internal(set) var quietSeconds: Int?
    /// True while the reply's request went out and its server has not answered (no response
    /// head, text or reasoning yet): the rule names the server, not the avatar typing. Responders
    /// that do not report it (the offline persona) leave it false.
    public internal(set) var awaitsServer = false
    /// Wakes the silence watch once a second (tests make it manual).
    @ObservationIgnored public var silenceSleeper: Sleeper = .system
    @ObservationIgnored var lastHeardAt = Date.distantPast
    @ObservationIgnored var silenceWatch: Task<Void, Never>?
    /// The message Alt-↑/Alt-↓ highlighted, that copy (Alt-y), delete and Alt-t act on; nil when
    /// none is. It is the id of a loaded message.
    public internal(set) var selectedMessageID: UUID?
    /// True when replies show their Markdown source instead of rendered (Alt-v).
    public internal(set) var showsRawMarkdown = false
    /// True after Alt-c, while digits pick the code block to copy.
    public internal(set) var isChoosingCodeBlock = false
    /// The digits typed after Alt-c so far, while a longer number could still name a block.
    public internal(set) var codeBlockDigits = 0
    @ObservationIgnored var codeBlockCounters: [UUID: CodeBlockCounter] = [:]
    /// True once a draft's save found the avatar deleted (in another aichats, say) with this
    /// chat: sending, exporting and the rest can no longer act, so only their notice is left.
    public internal(set) var avatarDeletedElsewhere = false
    /// The search in this chat, while one is open (Ctrl-F or `/`).
    public internal(set) var search: ChatSearch?
    /// The replies whose reasoning is unfolded (Alt-t).
    public internal(set) var openReasoningIDs: Set<UUID> = []
    /// The replies whose reasoning Alt-t folded (one folded while it streamed stays folded).
    var foldedReasoningIDs: Set<UUID> = []

    let avatarID: String
    /// The chat to open instead of the avatar's main chat (one about an article, a search hit's).
    let chatID: UUID?
    /// The message to bring into view and select once the chat is open (a search hit).
    let focusMessageID: UUID?
    let setupInteractor: ChatSetupInteractor?
    let pageSize: Int
    var chat: Chat?
    /// The chat's title being typed (Alt-r); nil otherwise.
    public internal(set) var titleField: TitleField?
    /// The app's running replies: a reply lives there, so that leaving the chat does not stop it.
    let replies: ReplyRuns
    /// The reply this chat started or re-attached to last (it may still be winding down).
    var replyRun: ReplyRun?
    /// Where this chat says it was on screen, for Chats under it.
    let trail: ChatTrail?
    private let exporter: ChatExportInteractor?
    let clipboard: (any Clipboard)?
    /// Opens the links of a reply (Alt-o); nil when the screen was made without a browser.
    let linkOpener: UntrustedLinkOpener?
    /// The links Alt-o lists, while the list is open (see `+Links`).
    public internal(set) var pickedLinks: [LinkChoice]?
    public internal(set) var linkPicker = LinkPicker()
    var replyToken: UUID?
    private var isLoadingOlder = false
    /// The draft's save: the text last saved or loaded (an input's origin and revision name it),
    /// whether the input changed since, the timer that will save it, and the last write, which
    /// the next one waits for.
    @ObservationIgnored var draftSaved: (origin: UUID, revision: Int)?
    /// The draft as this window last read or wrote it: a save does not replace another text
    /// that another aichats wrote meanwhile (see `settle(_:saved:)`).
    @ObservationIgnored var draftInStore = ""
    @ObservationIgnored var draftIsDirty = false
    /// The input as ↑ recalled the last sent message: while it is not edited it is no draft,
    /// so that a stray ↑ does not leave a copy of that message ready to send.
    @ObservationIgnored var recalledInput: (origin: UUID, revision: Int)?
    @ObservationIgnored var draftTimer: Task<Void, Never>?
    @ObservationIgnored var draftWrite: Task<String?, Never>?
    let draftSaveDelay: Duration
    /// The last `firstSentMessageID` and what it was worked out from.
    @ObservationIgnored var sentHistoryCache: (key: SentHistoryKey, sent: SentHistory)?

    /// Creates the presenter for a chat with one avatar (its main chat, or the chat `chatID`);
    /// history loads `pageSize` messages at a time, and the draft is saved `draftSaveDelay` after
    /// an edit (see `saveDraft()`). Without `setup`, the avatar answers with its built prompt
    /// on the default backend.
    public init(
        avatarID: String, chatID: UUID? = nil, focus: UUID? = nil, interactor: ChatInteractor,
        setup: ChatSetupInteractor? = nil, router: Router,
        pageSize: Int = ChatInteractor.pageSize, exporter: ChatExportInteractor? = nil,
        draftSaveDelay: Duration = ChatPresenter.draftSaveDelay, clipboard: (any Clipboard)? = nil,
        links: UntrustedLinkOpener? = nil, replies: ReplyRuns = ReplyRuns(), trail: ChatTrail? = nil
    ) {
        self.linkOpener = links
        self.replies = replies
        self.trail = trail
        self.clipboard = clipboard
        self.avatarID = avatarID
        self.chatID = chatID
        self.setupInteractor = setup
        focusMessageID = focus
        self.pageSize = max(1, pageSize)
        self.exporter = exporter
        self.draftSaveDelay = draftSaveDelay
        super.init(interactor: interactor, router: router)
    }

    /// Writes the whole conversation as Markdown (Ctrl-S) and says where it went.
    public func export() async {
        guard let exporter, let chat, let avatar else { return }
        // A file with only the header says nothing the screen does not.
        guard !messages.isEmpty else { return router.show(Notice("Nothing to export yet: the chat has no messages")) }
        do {
            let file = try await exporter.export(chat, with: avatar, model: replySetup.answeringModel, writingID: replyingID)
            router.show(Notice("Exported to \(file.path)"))
        } catch {
            router.show(Notice("Export failed: \(error.userMessage)", isError: true))
        }
    }

    /// True when the chat can be exported.
    public var canExport: Bool { exporter != nil && chat != nil && !messages.isEmpty }

    /// True while a reply streams in.
    public var isReplying: Bool { replyingID != nil }

    /// Loads the avatar, opens its chat, loads the newest page of history and the draft (the
    /// cursor at its end).
    public func onAppear() async {
        do {
            let (avatar, chat) = try await openAvatarAndChat()
            let page = try await interactor.newestMessages(in: chat, limit: pageSize)
            let draft = try await interactor.draft(in: chat)
            self.chat = chat
            trail?.record(chat.id)
            draftInStore = draft
            await loadSetup(of: chat, with: avatar)
            if !draft.isEmpty { showDraft(draft) }
            await show(page: page)
            self.avatar = avatar
            reattachToRunningReply()
        } catch {
            loadError = error.userMessage
        }
        if let focusMessageID { await bringIntoView(focusMessageID) }
    }

    /// Loads the next older page of history, once the user has scrolled to the top.
    public func loadOlderIfNeeded() async {
        guard hasOlderMessages, !isLoadingOlder, let chat, let oldest = messages.first else { return }
        isLoadingOlder = true
        defer { isLoadingOlder = false }
        do {
            let page = try await interactor.messages(in: chat, olderThan: oldest, limit: pageSize)
            messages.insert(contentsOf: page, at: 0)
            hasOlderMessages = page.count >= pageSize
        } catch {
            hasOlderMessages = false
        }
    }

    /// Esc: stops a streaming reply first, or the edit of a message (`stopEditing`), then ends
    /// the search, then clears the selection, then leaves the chat.
    public func back() {
        if isReplying {
            cancelReply()
        } else if editingMessageID != nil {
            stopEditing()
        } else if search != nil {
            endSearch()
        } else if selectedMessageID != nil {
            clearSelection()
        } else {
            router.pop()
        }
    }

    /// Scrolls the conversation up (positive) or down, within 0…maxOffset.
    public func scroll(by delta: Int, maxOffset: Int) {
        scrollFromBottom = min(max(0, scrollFromBottom + delta), max(0, maxOffset))
        if scrollFromBottom == 0 { hasNewMessagesBelow = false }
    }

    /// Jumps to the oldest (`toOldest`) or the newest message.
    public func scroll(toOldest: Bool, maxOffset: Int) {
        scrollsToOldestOnNextFrame = false
        scroll(by: toOldest ? Int.max / 2 : Int.min / 2, maxOffset: maxOffset)
    }

    /// A scrolling key in a chat with no message: says why it does nothing.
    public func sayNothingToScroll() { router.show(Notice("No message to scroll in this chat.")) }

    /// Keeps the same lines in view when `count` lines were added below them while scrolled up,
    /// or taken away when it is negative (a table laid out in fewer rows than it had as written),
    /// as far as the view stays scrolled up.
    public func keepPlace(linesAddedBelow count: Int) {
        guard scrollFromBottom > 0 || newerPageAdded, count != 0 else { return }
        newerPageAdded = false
        scrollFromBottom = max(1, scrollFromBottom + count)
    }

    /// Waits until the current reply has finished (for tests and scripted runs).
    public func waitForReply() async { await replyRun?.wait() }
}
