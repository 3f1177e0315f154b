/// A form whose unsaved input quitting would lose: Ctrl-C asks it first, as Esc does.
@MainActor
public protocol QuitGuarding: AnyObject {
    /// True when the app may quit now: nothing unsaved, or the user was warned at the last
    /// Ctrl-C. Otherwise warns, as the first Esc does, and returns false.
    func allowsQuitting() -> Bool
    /// What quitting now would lose, nil when nothing: a quit signal, which cannot ask, names it.
    var unsavedInput: UnsavedInput? { get }
}

/// A form's input that was not saved, with its text, so that it can be typed again.
public struct UnsavedInput: Sendable, Hashable {
    /// The form's title ("New avatar").
    public let form: String
    /// Each field that holds unsaved text, named: `name “Rex”`.
    public let fields: [String]

    /// Nil when no field holds text; `fields` pairs a field's name with its text.
    init?(form: String, fields: [(name: String, text: String)]) {
        let filled = fields.filter { !$0.text.isEmpty }
        guard !filled.isEmpty else { return nil }
        self.form = form
        self.fields = filled.map { "\($0.name) “\($0.text)”" }
    }

    /// The form and its fields on one line: `New avatar: name “Rex”, doing “sleeping”`.
    public var description: String { form + ": " + fields.joined(separator: ", ") }
}
