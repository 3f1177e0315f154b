/// A note at the end of a reply that says why it ends there ("[reply cut at 1 MB]"), kept in its
/// text (on screen, in the database, in an export). It starts a line of its own, right under the
/// text as the markers under a reply stand, never after a blank line.
public enum ReplyEndNote {
    /// `note` as it follows text whose last character is `last` (nil: no text yet).
    public static func text(_ note: String, after last: Character?) -> String {
        (last == nil || last == "\n" ? "" : "\n") + note
    }
}
