/// One line of a picker sheet: a heading, a note (loading, an error), or an option to pick.
public enum PickerLine: Hashable, Sendable {
    case heading(String)
    case note(String, isError: Bool)
    /// `index` is the option's place among the options (what the selection counts).
    case option(index: Int, title: String, detail: String, isCurrent: Bool)
}
