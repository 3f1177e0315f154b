import Domain
import Foundation

extension ModelPickerPresenter {
    /// What can be picked: a backend, a model of the listed backend, or one of another
    /// backend that a filter found.
    public enum Option: Hashable, Sendable {
        case backend(ChatBackend)
        case model(String)
        case modelOf(ChatBackend, String)
    }

    /// The backends, then the listed backend's models, then under a filter the other backends'
    /// (`+Elsewhere`), that match the filter (any case): a backend by what its row shows (its
    /// name and `detail(of:)`), a model by a part of its id.
    public var options: [Option] {
        if let optionsCache, optionsCache.filter == filter.text { return optionsCache.options }
        let wanted = ModelFilterText(filter.text)
        let options = backends.filter { wanted.matches($0.name) || wanted.matches(detail(of: $0)) }.map(Option.backend)
            + models.filter(wanted.matches).map(Option.model) + otherMatches(wanted.matches)
        optionsCache = (filter.text, options)
        return options
    }

    /// The model whose id is the filter, else the backend whose name it is, else the first model
    /// whose id, or its name after a vendor's prefix (`meta-llama/`), is or starts with it, else the
    /// first model that matches: a typed id is picked by Enter, not a backend that shows it too, a
    /// typed backend name (`/nostream`) picks that backend, not a model whose id holds the name,
    /// and `llama-3` picks `meta/llama-3-8b`, not `vendor/codellama-34b` listed before it.
    public var bestMatch: Int {
        let options = self.options, wanted = ModelFilterText(filter.text)
        let models = options.enumerated().compactMap { index, option -> (index: Int, name: String)? in
            switch option {
            case .model(let name), .modelOf(_, let name): (index, name)
            case .backend: nil
            }
        }
        let backend = options.firstIndex { if case .backend(let backend) = $0 { wanted.isExactly(backend.name) } else { false } }
        let best = models.first { wanted.isExactly($0.name) }?.index ?? backend
            ?? models.first { wanted.isExactly(Self.nameAfterVendor($0.name)) }?.index
            ?? models.first { wanted.begins($0.name) || wanted.begins(Self.nameAfterVendor($0.name)) }?.index
            ?? models.first?.index
        return best ?? 0
    }

    /// `llama-3-8b` of `meta-llama/llama-3-8b`: ids of routers (OpenRouter, Together) begin with
    /// their vendor's name, which a user seldom types.
    static func nameAfterVendor(_ id: String) -> Substring {
        id.lastIndex(of: "/").map { id[id.index(after: $0)...] } ?? Substring(id)
    }

    /// The model a backend's row names and Enter on it from a filter picks: the one the chat
    /// uses on its own backend, which may not be the configured one.
    func shownModel(of backend: ChatBackend) -> String {
        backend.name == current?.backend ? current?.model ?? backend.model : backend.model
    }

    private func detail(of backend: ChatBackend) -> String {
        backend.displayURL.map { "\($0) · \(shownModel(of: backend))" } ?? "no server: the offline persona"
    }

    /// The sheet's lines: "Backends" and theirs, then "Models of <name>", the loading or error
    /// note, and the models; only why, when the chat could not be loaded.
    public var lines: [PickerLine] {
        if let error { return [.note(error, isError: true)] }
        var backendLines: [PickerLine] = [.heading("Backends")], modelLines = modelsHeading()
        var others: [(index: Int, backend: ChatBackend, model: String)] = []
        for (index, option) in options.enumerated() {
            switch option {
            case .backend(let backend):
                backendLines.append(.option(index: index, title: backend.name, detail: detail(of: backend),
                                            isCurrent: backend.name == current?.backend))
            case .model(let name):
                modelLines.append(.option(index: index, title: name, detail: detail(ofModel: name),
                                          isCurrent: listed?.name == current?.backend && name == current?.model))
            case .modelOf(let backend, let name):
                others.append((index, backend, name))
            }
        }
        // A filter that leaves no backend leaves no heading for them either.
        return (backendLines.count > 1 || filter.isEmpty ? backendLines : []) + modelLines + otherLines(others)
    }

    /// "configured" beside the listed backend's own model, and whether its server lacks it or
    /// the model this chat uses.
    private func detail(ofModel name: String) -> String {
        if name == listed?.model { return serverLacksConfiguredModel ? "configured, not on the server" : "configured" }
        let inUse = serverLacksModelInUse && listed?.name == current?.backend && name == current?.model
        return inUse ? "in use, not on the server" : ""
    }

    private func modelsHeading() -> [PickerLine] {
        var lines: [PickerLine] = [.heading("Models of \(listed?.name ?? "…")")]
        switch modelsState {
        case .loading: lines.append(.note("loading models…", isError: false))
        case .failed(let reason): lines.append(.note(reason, isError: true))
        case .loaded:
            if !unusableModels.isEmpty {
                let one = unusableModels.count == 1
                lines.append(.note(
                    "Left out \(unusableModels.count) " + (one ? "model whose id holds" : "models whose ids hold")
                        + " control characters, which could not be sent back as the server lists "
                        + (one ? "it" : "them") + ": \(unusableModels.joined(separator: ", "))",
                    isError: true))
            }
            if let unlistedNote {
                lines.append(.note(unlistedNote, isError: false))
            } else if !models.contains(where: ModelFilterText(filter.text).matches) {
                lines.append(.note("No model matches “\(filter.text)”", isError: false))
            }
        }
        return lines
    }

    /// Why the server's list holds no model but the configured one, when so.
    private var unlistedNote: String? {
        switch unlisted {
        case .noModelsEndpoint: "the server does not list its models (no /models): only the configured one is offered"
        case .listWantsKey(let status):
            "the server's model list (/models) wants a key (\(status)) and this backend has none: only the configured "
                + "model is offered, which the server may answer without one"
        case nil: serverListIsEmpty ? "the server lists no models" : nil
        }
    }

    /// Selects the model the chat uses when it uses the listed backend, else the backend's
    /// configured model (the one Enter on the backend would use), else the first model; under a
    /// filter, its best match.
    func selectCurrentModel() {
        pickerList.selection = Selection(count: options.count, index: filter.isEmpty ? restingIndex : bestMatch)
    }

    /// The model the chat uses when it uses the listed backend (the ✓ row), else the backend's
    /// configured model, else the first model.
    public var restingIndex: Int {
        let options = self.options
        let current = (listed?.name == current?.backend ? current?.model : nil) ?? listed?.model
        return options.firstIndex { $0 == .model(current ?? "") }
            ?? options.firstIndex { if case .model = $0 { true } else { false } } ?? 0
    }
}
