import AppComposition
import DomainDoubles

extension AppDependencies {
    /// `.mock` whose avatars and news cannot be read, for the error states.
    public static var failing: AppDependencies {
        var deps = mock
        deps.avatars = StubAvatarService.failing()
        deps.news = StubNewsService.failing()
        return deps
    }
}
