/// What Explore and Category read: every avatar (the user's among them), every article, the
/// reader's marks, and the clock that says which news is hot.
struct BrowsingSources: Sendable {
    let avatars: any AvatarService
    let news: any NewsService
    let marks: any ArticleMarksStore
    let clock: NowProvider
}
