/// The marks `ListRow(_:theme:)` draws for a row's badges, and the scrollbar's thumb, as Help
/// explains them: one wording for every screen that shows them.
extension HelpView.Mark {
    public static let unread = HelpView.Mark("•", "Unread (a feed or a tag: holds unread items; \"3/5\": unread of all)")
    public static let hot = HelpView.Mark("HOT", "Published within the last 24 hours")
    public static let premium = HelpView.Mark("🔒", "Premium: for signed-in readers (a guest makes an account to read it)")
    public static let bookmarked = HelpView.Mark("★", "Bookmarked (b)")
    public static let popularity = HelpView.Mark("♥", "How often an avatar is chatted with")
    public static let mine = HelpView.Mark("mine", "An avatar you made")
    public static let failed = HelpView.Mark("✗", "The feed's last fetch failed; the reason follows its title")
    public static let moved = HelpView.Mark(
        "→", "The feed moved for good to another address (a permanent redirect); M puts it in your feed list")
    public static let failedTag = HelpView.Mark("✗", "Every feed of the tag failed at its last fetch; Feeds (f) says why")
    public static let scrolled = HelpView.Mark("┃", "On a box's right edge: where the list is scrolled to")

    /// The marks of headlines, a feed's items included.
    public static let headlines: [HelpView.Mark] = [.unread, .hot, .premium, .bookmarked]
}
