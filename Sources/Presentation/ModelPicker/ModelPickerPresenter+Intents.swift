import Domain

extension ModelPickerPresenter {
    /// Moves the selection, as the list keys do.
    public func editSelection(_ change: (inout Selection) -> Void) { change(&selection) }

    /// Starts typing a filter (`/`).
    public func beginFilter() { isEditingFilter = true }

    /// Stops typing and keeps the filter (Enter while typing).
    public func endFilterEditing() { isEditingFilter = false }

    /// Changes the filter; the selection goes to the first match.
    public func editFilter(_ edit: (inout TextInput) -> Void) {
        edit(&filter)
        selection = Selection(count: options.count)
    }

    /// Enter: a backend lists its models; a model is kept for the chat and the sheet closes.
    public func pickSelected() async {
        guard let index = selection.selected, options.indices.contains(index) else { return }
        switch options[index] {
        case .backend(let backend):
            filter.clear()
            isEditingFilter = false
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

    /// Esc: clears the filter first, then closes the sheet without changing anything.
    public func cancel() {
        if isEditingFilter || !filter.isEmpty {
            editFilter { $0.clear() }
            isEditingFilter = false
            return
        }
        router.dismissSheet()
    }
}
