import Domain

/// `d` on an avatar in a list (Explore, a category): asks first, naming the chats that go with
/// it, then deletes it; a catalog avatar only gets a notice that it cannot be deleted.
@MainActor
public struct AvatarRemoval {
    private let interactor: MyAvatarsInteractor
    private let router: Router
    /// The replies being written: those of the avatar's chats stop before the chats go.
    private let replies: ReplyRuns?

    public init(interactor: MyAvatarsInteractor, router: Router, replies: ReplyRuns? = nil) {
        self.interactor = interactor
        self.router = router
        self.replies = replies
    }

    /// Asks to delete `avatar`, counting what goes with it now; `reload` runs once it is gone.
    func askToDelete(_ avatar: Avatar, then reload: @escaping @MainActor () async -> Void) async {
        let deletion: AvatarDeletion
        do {
            deletion = try await interactor.deletion(of: avatar)
        } catch {
            return router.show(Notice(error.userMessage, isError: true))
        }
        let writing = replies?.isWriting(avatarID: avatar.id) ?? false
        router.confirm(Self.deleteAlert(deletion, replyBeingWritten: writing)) { [interactor, router, replies] action in
            guard action == .deleteAvatar(id: avatar.id) else { return }
            await replies?.stop(avatarID: avatar.id)
            do {
                try await interactor.delete(avatar)
                router.show(Notice("Deleted \(avatar.name)" + (deletion.chats == 0 ? "" : " and its chats")))
            } catch {
                router.show(Notice("Could not delete \(avatar.name): \(error.userMessage)", isError: true))
            }
            await reload()
        }
    }

    /// The question: the avatar and its chats, with their messages and drafts, all of which go,
    /// and that a reply being written in one of them stops.
    public nonisolated static func deleteAlert(_ deletion: AvatarDeletion, replyBeingWritten: Bool = false) -> AppAlert {
        let name = deletion.avatar.name
        var held = [Count.phrase(deletion.messages, "message")]
        if deletion.drafts > 0 { held.append(Count.phrase(deletion.drafts, "unsent draft")) }
        let message = deletion.chats == 0
            ? "Delete \(name)? You have no chat with it. This cannot be undone."
            : "Delete \(name) and its \(Count.phrase(deletion.chats, "chat")) (\(held.joined(separator: ", ")))? "
                + "This cannot be undone. Chats you exported (Ctrl-S) are files of yours and stay."
                + (replyBeingWritten ? " Its reply being written stops." : "")
        return .confirmation(
            title: "Delete avatar", message: message,
            doing: "Delete", action: .deleteAvatar(id: deletion.avatar.id), kept: "\(name) not deleted")
    }
}
