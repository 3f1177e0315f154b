import Domain
import GRDB

/// Version "v10-reply-end-notes": earlier builds ended a reply that stopped early with a note in
/// its text ("[reply cut: the model reached its token limit (max_tokens)]"), which every later
/// request then sent to the model as the model's own words. The note leaves the text and becomes
/// the reply's failure reason, the reply `partial`, as a reply cut now is stored: the chat shows
/// "[reply stopped: …]" under it and sends only what the model wrote.
enum ChatSchemaV10 {
    static let identifier = "v10-reply-end-notes"

    static let step = SchemaStep(migration: identifier)

    /// Each note as earlier builds wrote it (on a line of its own at the text's end), and the
    /// reason it becomes.
    static let notes: [(note: String, reason: String)] = [
        ("[reply cut: the model reached its token limit (max_tokens)]", "the model reached its token limit"),
        ("[reply stopped by the server's content filter]", "the server's content filter ended it"),
        ("[reply cut at 1 MB]", ChatInteractor.replyCutReason),
    ]

    static func migrate(_ db: Database) throws {
        for (note, reason) in notes {
            // The note's line break was added only after text that did not end its line.
            try db.execute(sql: """
                UPDATE message
                SET text = CASE WHEN substr(text, -length(:note) - 1, 1) = char(10)
                               THEN substr(text, 1, length(text) - length(:note) - 1)
                               ELSE substr(text, 1, length(text) - length(:note)) END,
                    state = 'partial', failureReason = :reason
                WHERE role = 'assistant' AND state = 'complete' AND substr(text, -length(:note)) = :note
                """, arguments: ["note": note, "reason": reason])
        }
    }
}
