import Domain

extension RuntimeFailure {
    /// Drafts that could not be written as the app quit (a full disk): their text goes to stderr
    /// once the terminal is restored, where the user can copy it, and the exit code is 1.
    /// `reason` says why, as the screen did ("the disk is full").
    init(unsavedDrafts: [String], reason: String) {
        let one = unsavedDrafts.count == 1
        let texts = unsavedDrafts.map(UntrustedText.clean).joined(separator: "\n\n---\n\n")
        self.init(message: "could not save \(one ? "a draft" : "\(unsavedDrafts.count) drafts") (\(reason)), "
            + "so here \(one ? "it is" : "they are"):\n\n" + texts)
    }

    /// Replies the database refused (a full disk), whose text went to stderr above ("not kept").
    init(unsavedReplies count: Int) {
        self.init(message: "could not save \(count == 1 ? "a reply" : "\(count) replies") (the database refused the write): "
            + "\(count == 1 ? "its" : "their") text is above")
    }
}
