import AppComposition

extension RuntimeFailure {
    /// Drafts that could not be written as the app quit (a full disk), or that no chat keeps (its
    /// avatar deleted in another aichats): their text goes to stderr once the terminal is
    /// restored, where the user can copy it, and the exit code is 1. The message says why, as
    /// the screen did ("the disk is full"), and names the chat of a lost one.
    init?(unsavedDrafts: UnsavedDrafts) {
        guard let message = unsavedDrafts.message else { return nil }
        self.init(message: message)
    }

    /// Replies the database refused (a full disk), whose text went to stderr above ("not kept").
    init(unsavedReplies count: Int) {
        self.init(message: "could not save \(count == 1 ? "a reply" : "\(count) replies") (the database refused the write): "
            + "\(count == 1 ? "its" : "their") text is above")
    }
}
