import Domain

extension ModelPickerPresenter {
    public var matchCount: Int { options.count }
    public var matchingOptions: [Option] { options }

    /// Enter: a model is kept for the chat and the sheet closes. A backend lists its models, but
    /// one found by a filter is picked with the model its row shows, as fzf picks a match: the
    /// sheet never stays open on an Enter typed after a filter, which would take the next words.
    public func pickSelected() async {
        guard let index = selection.selected, options.indices.contains(index) else {
            if matchCount == 0, !filter.isEmpty { router.show(nothingMatchesNotice) }
            return
        }
        switch options[index] {
        case .backend(let backend) where filter.isEmpty:
            list(backend)
        case .backend(let backend):
            await choose(shownModel(of: backend), of: backend)
        case .model(let name):
            guard let listed else { return }
            await choose(name, of: listed)
        case .modelOf(let backend, let name):
            await choose(name, of: backend)
        }
    }

    private func choose(_ model: String, of backend: ChatBackend) async {
        guard let chat = chatForChoice else { return }
        do {
            _ = try await interactor.choose(backend, model: model, for: chat)
            router.dismissSheet()
            router.show(Notice(backend.isOffline ? "This chat is answered by the offline persona"
                                                 : "This chat is answered by \(backend.name) / \(model)"))
        } catch {
            self.error = "Could not keep the choice: \(error.userMessage)"
        }
    }

    public func closePicker() { router.dismissSheet() }
}
