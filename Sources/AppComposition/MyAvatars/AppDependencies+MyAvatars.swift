import Domain
import Presentation

extension AppDependencies {
    /// What `d` on an avatar in Explore or a category deletes through.
    @MainActor func makeAvatarRemoval(router: Router) -> AvatarRemoval {
        AvatarRemoval(interactor: myAvatars, router: router, replies: replyRuns)
    }

    /// The rules of the avatars the user made: renaming (Avatar settings), deleting (`d`).
    var myAvatars: MyAvatarsInteractor {
        MyAvatarsInteractor(
            avatars: avatars, userAvatars: userAvatars, chats: chatStore, drafts: drafts, settings: avatarSettings)
    }
}
