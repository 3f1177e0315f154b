import Domain

/// A filter looks in every configured backend's models, not only the listed one's: a user who
/// types `o3` in a chat on `local` finds `cloud`'s `o3-mini`, as elia's one list of every
/// provider's models does. The other servers are asked once, when a filter is first typed.
extension ModelPickerPresenter {
    /// Asks each server not asked yet (the offline persona has none) for its models.
    func lookElsewhere() {
        let pending = backends.filter { !$0.isOffline && $0.name != listed?.name && otherModelsState[$0.name] == nil }
        guard !pending.isEmpty else { return }
        for backend in pending { otherModelsState[backend.name] = .loading }
        otherModelsTask = Task { [interactor] in
            await withTaskGroup(of: (ChatBackend, Result<ModelList, any Error>).self) { group in
                for backend in pending {
                    group.addTask {
                        do { return (backend, .success(try await interactor.models(of: backend))) } catch {
                            return (backend, .failure(error))
                        }
                    }
                }
                for await (backend, result) in group where !Task.isCancelled {
                    self.receiveElsewhere(result, for: backend)
                }
            }
        }
    }

    private func receiveElsewhere(_ result: Result<ModelList, any Error>, for backend: ChatBackend) {
        switch result {
        case .success(let list):
            let ids = list.ids(naming: [backend.model])
            otherModels[backend.name] = ids.contains(backend.model) ? ids : [backend.model] + ids
            otherModelsState[backend.name] = .loaded
        case .failure(let error):
            otherModelsState[backend.name] = .failed(error.userMessage)
        }
        if !filter.isEmpty { pickerList.selection = Selection(count: options.count, index: bestMatch) }
    }

    /// The other backends' models that match the filter, backend by backend in the sheet's
    /// order; none without a filter (Enter on a backend lists all of its models).
    func otherMatches(_ matches: (String) -> Bool) -> [Option] {
        guard !filter.isEmpty else { return [] }
        return backends.filter { $0.name != listed?.name }.flatMap { backend in
            (otherModels[backend.name] ?? []).filter(matches).map { Option.modelOf(backend, $0) }
        }
    }

    /// A heading per backend over its matches, then a note for each server still asked, and one
    /// short line naming those that could not say: a filter is typed a key at a time, and each
    /// server's whole reason under each of them took rows from the matches (Enter on the backend
    /// without a filter gives the reason).
    func otherLines(_ options: [(index: Int, backend: ChatBackend, model: String)]) -> [PickerLine] {
        var lines: [PickerLine] = [], previous: String?
        for (index, backend, model) in options {
            if backend.name != previous { lines.append(.heading("Models of \(backend.name)")) }
            previous = backend.name
            lines.append(.option(index: index, title: model, detail: model == backend.model ? "configured" : "",
                                 isCurrent: backend.name == current?.backend && model == current?.model))
        }
        guard !filter.isEmpty else { return lines }
        var failed: [String] = []
        for backend in backends where backend.name != listed?.name {
            switch otherModelsState[backend.name] {
            case .loading: lines.append(.note("looking in \(backend.name)…", isError: false))
            case .failed: failed.append(backend.name)
            case .loaded, nil: break
            }
        }
        guard !failed.isEmpty else { return lines }
        let which = failed.count == 1 ? "its server" : "their servers"
        return lines + [.note("Not searched: \(failed.joined(separator: ", ")) (\(which) could not list models)", isError: false)]
    }
}
