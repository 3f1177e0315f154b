import Domain
import Foundation

/// A screen in the navigation stack.
public enum AppRoute: Hashable, Sendable {
    /// The first-run screen.
    case welcome
    /// The root screen: featured, categories, popular, news.
    case explore
    /// The avatars or news of one category.
    case category(CategoryKind)
    /// The reader for one article; `n` and `p` walk `list`, or every article, newest first.
    case article(id: String, list: ArticleList? = nil)
    /// A conversation with one avatar: its main chat.
    case chat(avatarID: String)
    /// A stored chat by its id (one about an article, say), with the message `focus` selected
    /// and in view when given (a search hit).
    case savedChat(id: UUID, focus: UUID? = nil)
    /// Every conversation, by last activity.
    case chats
    /// The user's profile: name, colour, stats, deleting the account.
    case profile
    /// Every subscribed feed with its counts, last update and last failure.
    case feeds
    /// The items of a feed, a tag, every feed or the bookmarks, newest first.
    case feedItems(FeedItemScope)
    /// The reader for one feed item, by its cache id; `J` `K` `n` `p` walk `place`'s list.
    case feedArticle(id: Int64, place: FeedItemPlace? = nil)
}

/// What to do once a sheet has done its job.
public enum PendingAction: Hashable, Sendable {
    /// Open the article with this id, from the list it was chosen in.
    case openArticle(id: String, list: ArticleList? = nil)
    /// Open the feed item with this cache id.
    case openFeedItem(id: Int64)
}

/// A panel shown over the current screen.
public enum AppSheet: Hashable, Sendable {
    /// The create-account form, with what to do after the account exists.
    case createAccount(then: PendingAction?)
    /// The form that makes a new avatar, starting on a character option.
    case createAvatar(CharacterOption)
    /// The key help, generated from the keymaps.
    case help
    /// An avatar's system prompt, temperature and max tokens.
    case avatarSettings(avatarID: String)
    /// The backends and models a chat can pick from.
    case modelPicker(chatID: UUID)
    /// The model picker for an avatar's settings: the model its chats answer with when they pick none.
    case avatarModelPicker(avatarID: String)
    /// The avatar to discuss an article with; picking one starts a new chat about it.
    case avatarPicker(article: ArticleReference)
    /// The form that adds a feed to the feed list (`n` on Feeds).
    case addFeed
}

/// A choice offered by an alert.
public struct AlertAction: Hashable, Sendable {
    /// What choosing it does.
    public enum Effect: Hashable, Sendable {
        /// Close the alert.
        case dismiss
        /// Close the alert and open the create-account sheet.
        case createAccount(then: PendingAction?)
        /// Close the alert and hand the action to the handler that asked (`Router.confirm`).
        case confirm(ConfirmedAction)
        /// Close a confirmation without doing it, and say so in the status bar ("Chat not deleted"):
        /// the key that closed it may have been typed for another screen.
        case cancel(notice: String)
    }

    /// The key that chooses it, as shown ("Enter", "Esc").
    public let keyLabel: String
    public let title: String
    public let effect: Effect
}

/// A message that needs the user's attention, shown over everything.
public struct AppAlert: Hashable, Sendable {
    public let title: String
    public let message: String
    /// The first action is chosen with Enter, the last with Esc; in a confirmation
    /// (`isConfirmation`) the first only with `y`, the last with any other key.
    public let actions: [AlertAction]

    /// Creates an alert; with no actions it gets a single "OK".
    public init(title: String, message: String, actions: [AlertAction] = []) {
        self.title = title
        self.message = message
        self.actions = actions.isEmpty ? [AlertAction(keyLabel: "Enter", title: "OK", effect: .dismiss)] : actions
    }

    /// An alert that reports an error.
    public static func error(_ title: String, _ error: any Error) -> AppAlert {
        AppAlert(title: title, message: error.userMessage)
    }
}
