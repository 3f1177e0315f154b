import AppComposition

/// Writes `text` to stdout for a command. A reader that went away (`| head`) throws
/// `StandardStream.Closed`, which `main` ends quietly; any other failure (a full disk, `>&-`) is a
/// `RuntimeFailure` (exit 1), so that `aichats feeds export > backup.opml` on a full disk is not
/// taken for a backup.
func output(_ text: String, terminator: String = "\n") throws {
    do {
        try StandardStream.writeOutput(text + terminator)
    } catch let failure as StandardStream.Failed {
        throw RuntimeFailure(message: failure.message)
    }
}
