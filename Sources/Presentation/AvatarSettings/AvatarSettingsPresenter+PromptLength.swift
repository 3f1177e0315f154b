import Domain

extension AvatarSettingsPresenter {
    /// The warning a save shows when the prompt alone is as long as a backend's `context_chars`
    /// or longer: every reply there fails ("nothing was sent"), and the failure names the prompt,
    /// but the place to hear it is where the prompt is written. Nil when every backend has room.
    func promptTooLongNotice(_ length: Int) -> Notice? {
        let short = backends.filter {
            !$0.isOffline && ConversationShape.promptLeavesNoRoom(promptLength: length, budget: $0.contextChars)
        }
        guard let smallest = short.min(by: { $0.contextChars < $1.contextChars }) else { return nil }
        let names = short.count > 1 ? "backends \(short.map(\.name).joined(separator: ", ")) send" : "backend \(smallest.name) sends"
        return Notice("Saved, but the prompt has \(length) characters and \(names) at most \(smallest.contextChars) in all "
            + "(context_chars): replies there fail until you shorten it (Alt-p) or raise context_chars in the config file",
            isError: true)
    }
}
