/// What a piece of the screen is, so a `Theme` can give it a look.
public enum ThemeRole: Sendable, Hashable, CaseIterable {
    /// Ordinary text.
    case text
    /// Secondary text: timestamps, counts, hints.
    case muted
    /// A screen or box title.
    case title
    /// Text that should stand out a little.
    case accent
    /// The border of an unfocused box.
    case border
    case borderFocused
    /// The selected row of the focused list.
    case selection
    /// The selected row of a list that does not have focus.
    case selectionUnfocused
    /// A "hot" or "new" badge.
    case badgeHot
    case premium
    case error
    case warning
    case success
    /// The status bar background and its plain text.
    case statusBar
    /// A key name in the status bar hints.
    case statusKey
    /// An error message shown in the status bar.
    case statusError
    /// The breadcrumb in the status bar.
    case breadcrumb
    /// The key of a button, as in "[Enter]".
    case buttonKey
    /// The user's own name, in chats.
    case userName
    /// An avatar's name, in chats.
    case avatarName
    /// Text typed into a field.
    case input
    /// The hint shown in an empty field.
    case placeholder
    /// The inside of a modal box.
    case overlayBackground
    case link
    /// A tab that is not selected.
    case tab
    case tabSelected
    /// The header of a section that does not have focus.
    case sectionHeader
    case sectionHeaderFocused
    case scrollTrack
    case scrollThumb
    /// A heading in a rendered Markdown reply.
    case heading
    /// Code in a reply: inline code and the lines of a code block.
    case code
    /// The label over a code block: its number and language.
    case codeLabel
    /// A block quote's text and bar.
    case quote
    /// A match of the search in a chat: reversed on a dark background; on a light one black on
    /// yellow, as reversed text would take the terminal's white.
    case searchMatch
    /// A reply's reasoning, dimmed.
    case reasoning
}
