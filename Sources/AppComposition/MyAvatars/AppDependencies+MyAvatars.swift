import Domain
import Presentation

extension AppDependencies {
    /// What `d` on an avatar in Explore or a category deletes through.
    @MainActor func makeAvatarRemoval(router: Router) -> AvatarRemoval {
        AvatarRemoval(
            interactor: MyAvatarsInteractor(userAvatars: userAvatars, chats: chatStore, drafts: drafts, settings: avatarSettings),
            router: router)
    }
}
