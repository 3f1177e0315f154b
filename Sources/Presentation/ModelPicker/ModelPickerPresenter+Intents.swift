import Domain

extension ModelPickerPresenter {
    public var matchCount: Int { options.count }

    /// Enter: a backend lists its models; a model is kept for the chat and the sheet closes.
    public func pickSelected() async {
        guard let index = selection.selected, options.indices.contains(index) else { return }
        switch options[index] {
        case .backend(let backend):
            pickerList.clearFilter()
            list(backend)
        case .model(let name):
            await choose(name)
        }
    }

    private func choose(_ model: String) async {
        guard let chat = chatForChoice, let backend = listed else { return }
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
