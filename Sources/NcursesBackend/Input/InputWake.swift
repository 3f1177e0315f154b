/// Why the input thread woke the main actor.
enum InputWake: Sendable, Equatable {
    /// Standard input has bytes; the main actor must drain them and then call `resume()`.
    case input
    /// A signal arrived (its number).
    case signal(Int32)
    /// Standard input hung up or failed.
    case closed
}
