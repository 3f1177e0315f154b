import Domain
import Foundation
import Observation

/// The reader for a feed item: its text (the content, else the summary), its links as
/// footnotes, and a list of them to open one in the browser.
@MainActor @Observable
public final class FeedArticlePresenter: FeaturePresenter<FeedReadingInteractor>, ScreenPresenter, SearchingReader {
    public private(set) var headline: FeedHeadline?
    public private(set) var loadError: String?
    /// True for an item of a premium feed while the reader is a guest.
    public private(set) var isLocked = false
    /// True when the cache no longer has the item: a refresh removed it after the list was read
    /// (a feed keeps its newest items). The screen says so, and only going back is left.
    public private(set) var isGone = false
    public var scrollOffset = 0
    /// The lines the offset counts in: the view's business (`textLaidOut`), not drawn from.
    @ObservationIgnored public var linePlaces: [TextPlace] = []
    /// The search in the item's text (`/`), nil when none is shown.
    public var textSearch: ReaderSearch?
    /// True while the links are listed to pick one (`l`).
    public internal(set) var isPickingLink = false
    public internal(set) var linkPicker = LinkPicker()
    /// The addresses written out in the item's text, not among its links: looked for at `l`, as
    /// a text of megabytes would take long to read at every opening.
    var writtenOutLinks: [String]?
    /// The item's index in the list it walks and the list's size, for "3 of 11 in …"
    /// (`+Position`); nil until read, or when the list no longer has the item.
    var listPlace: (index: Int, count: Int)?
    /// The chats about the item and starting one (`c`); nil when the screen was made without them.
    public let chatsAbout: ArticleChats?

    /// The refresh `R` and `r` start; nil when the screen was made without it.
    let activity: FeedRefreshActivity?
    /// The item shown; a bookmark of an item a refresh removed may store it under another id.
    var itemID: Int64
    /// The list `J` `K` `n` `p` walk.
    let place: FeedItemPlace
    private let trail: FeedReadingTrail?
    /// The byline's age counts from the last load.
    private var loadTime: LoadTime

    /// The reader for `itemID`, opened at `place` (nil: from no list, so the keys walk every
    /// feed's items).
    /// `trail` hears which item is shown, for the list below.
    public init(
        itemID: Int64, place: FeedItemPlace? = nil, interactor: FeedReadingInteractor,
        chats: ChatsInteractor? = nil, activity: FeedRefreshActivity? = nil, router: Router, trail: FeedReadingTrail? = nil,
        clock: NowProvider
    ) {
        self.activity = activity
        self.itemID = itemID
        self.place = place ?? .newest
        self.chatsAbout = chats.map { ArticleChats(interactor: $0, router: router, clock: clock) }
        self.trail = trail
        self.loadTime = LoadTime(clock: clock)
        super.init(interactor: interactor, router: router)
        chatsAbout?.keepingArticle = { [weak self] article in await self?.keepForChat(article) }
    }

    /// The item, stored again when a refresh removed it since it was read: the model is then
    /// given the text on screen, and the chat keeps the item, which the feed may list again.
    private func keepForChat(_ article: ArticleReference) async -> ArticleReference? {
        guard let headline else { return nil }
        do {
            itemID = try await interactor.keep(headline.item)
        } catch {
            router.show(Notice("Could not keep the article for a chat: \(error.userMessage)", isError: true))
            return nil
        }
        let id = itemID
        update { $0.id = id }
        return self.headline.map { ArticleReference($0.item) } ?? article
    }

    /// Loads the item and marks it read, unless it is locked.
    public func onAppear() async { await load(markingRead: true) }

    /// Back from Help, a picker or the form that makes an account: the item is loaded again, but
    /// marked read only when it was locked (an account now opens it). Closing Help is no opening,
    /// so a mark `N` made stays.
    public func onReappear() async { await load(markingRead: isLocked) }

    private func load(markingRead: Bool) async {
        trail?.record(itemID, at: place)
        do {
            headline = try await interactor.headline(id: itemID)
            writtenOutLinks = nil
            loadTime.restart()
            isGone = headline == nil
            loadError = nil
            guard let headline else { return }
            isLocked = try await interactor.access(to: headline) == .needsAccount
            if markingRead, !isLocked, !headline.item.isRead {
                try await interactor.setRead([itemID], true)
                update { $0.isRead = true }
            }
            linkPicker.resize(to: linkChoices.count)
            listPlace = await readListPlace()
            await chatsAbout?.load(about: isLocked ? nil : ArticleReference(headline.item))
        } catch {
            loadError = error.userMessage
        }
    }

    /// The text to read: the full content, else the summary, as logical lines.
    public var text: String {
        guard let item = headline?.item else { return "" }
        return item.contentText.isEmpty ? item.summaryText : item.contentText
    }

    public var links: [String] { headline?.item.links ?? [] }

    /// What the Links list offers: the item's page first, when it has one, then `links`, then
    /// the addresses written out in the text once `l` looked for them.
    public var linkChoices: [LinkChoice] {
        pageChoice + links.enumerated().map { .numbered($0.offset + 1, $0.element) } + (writtenOutLinks ?? []).map(LinkChoice.writtenOut)
    }

    private var pageChoice: [LinkChoice] {
        guard let link = headline?.item.link, !link.isEmpty else { return [] }
        return [.page(link)]
    }

    /// "Feed · Author · 5 h ago".
    public var byline: String { byline(at: loadTime.time) }

    /// The byline's parts, the age last: a view cuts the feed's name first, then the author,
    /// so that the age stays whole.
    public var bylineParts: [String] { bylineParts(at: loadTime.time) }

    private func byline(at time: RelativeTime) -> String { bylineParts(at: time).joined(separator: " · ") }

    private func bylineParts(at time: RelativeTime) -> [String] {
        guard let headline else { return [] }
        return [headline.feedTitle, headline.item.author, time.string(for: headline.item.sortDate)].filter { !$0.isEmpty }
    }

    /// HOT, as of the byline's age.
    public var isHot: Bool { isHot(at: loadTime.time) }

    private func isHot(at time: RelativeTime) -> Bool { headline.map { time.isHot($0.item.sortDate) } ?? false }

    /// The byline's age and HOT mark, and the chats' ages, move on while an item shows.
    public var showsAges: Bool { headline != nil }

    public func catchUpWithClock() {
        if loadTime.isBehindClock({ byline(at: $0) + (isHot(at: $0) ? " · HOT" : "") }) { loadTime.restart() }
        chatsAbout?.catchUpWithClock()
    }

    func update(_ change: (inout FeedItem) -> Void) {
        guard var changed = headline else { return }
        change(&changed.item)
        headline = changed
    }

    /// What the screen says of an item the cache no longer has.
    public static let goneText =
        "This item is no longer in the cache: a refresh removed it, as a feed keeps only its newest items. Esc goes back to the list."

    /// Back to the list it was opened from (Esc).
    public func back() { router.pop() }

    /// Opens the form that makes an account (Enter on a locked item).
    public func createAccount() { router.present(.createAccount(then: nil)) }
}
