import Domain
import DomainDoubles
import Presentation

extension FeedHarness {
    /// Explore over this harness's feeds (no avatars, no sample news), at `FeedHarness.now`;
    /// `activity` is the refresh it reports on, if any. Not yet appeared.
    func explore(router: Router = Router(path: [.explore]), activity: FeedRefreshActivity? = nil) -> ExplorePresenter {
        let clock = NowProvider.fixed(Self.now)
        let articles = ArticleInteractor(
            news: StubNewsService([]), profiles: FakeProfileService(nil), opener: opener, marks: FakeArticleMarksStore(),
            clock: clock)
        return ExplorePresenter(
            interactor: ExploreInteractor(
                avatars: StubAvatarService([]), news: StubNewsService([]), marks: FakeArticleMarksStore(), clock: clock,
                feeds: interactor),
            gate: ArticleGate(interactor: articles, router: router), router: router, activity: activity)
    }
}
