import Domain

extension RuntimeFailure {
    /// Drafts that could not be written as the app quit (a full disk): their text goes to stderr
    /// once the terminal is restored, where the user can copy it, and the exit code is 1.
    init(unsavedDrafts: [String]) {
        let one = unsavedDrafts.count == 1
        let texts = unsavedDrafts.map(UntrustedText.clean).joined(separator: "\n\n---\n\n")
        self.init(message: "could not save \(one ? "a draft" : "\(unsavedDrafts.count) drafts") (the database "
            + "refused the write), so here \(one ? "it is" : "they are"):\n\n" + texts)
    }
}
