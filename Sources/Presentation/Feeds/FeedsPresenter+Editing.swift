import Domain

extension FeedsPresenter {
    /// Opens the feed list in the user's editor (`E`) and shows the list as the editor left it;
    /// the feeds it added are fetched at once. An editor that quit with an error changed nothing,
    /// and the notice says so in place of "Could not edit".
    public func editFeedList() async {
        do {
            let added = try await interactor.editFeedList()
            await load()
            fetchNew(added)
        } catch let quit as EditorQuit {
            router.show(Notice(quit.description, isError: true))
        } catch {
            router.show(Notice("Could not edit the feed list: \(error.userMessage)", isError: true))
        }
    }

    /// Fetches feeds just added to the list (by `E` or `n`) at once; while a refresh runs, or
    /// when nothing could be stored, the status bar says why not.
    func fetchNew(_ feeds: [String]) {
        guard !feeds.isEmpty, !activity.start(feeds: feeds) else { return }
        if let refusal = activity.notStoringText {
            router.show(Notice(refusal, isError: true))
        } else {
            router.show(Notice("A refresh is already running; R fetches the new feeds once it ends"))
        }
    }
}
